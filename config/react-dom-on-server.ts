// The server build's "react-dom": react-router-dom imports it only to read `flushSync`, which its
// browser router calls on client transitions and the server (StaticRouterProvider) never does; with
// this module it finds none and falls back to calling the update directly. The real react-dom
// (~130 kB, React's DOM client) stays in the browser build; react-dom/server is not aliased.
export {};
