// /local/{bairro}: a neighbourhood's page, the same module as a city's (/cidades/{cidade}).
export { default, loader, meta } from "./_site.cidades.$slug";
