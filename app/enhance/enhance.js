// Progressive enhancement of the public pages. They ship no framework JavaScript (Remix hydrates
// only the admin area), so the few behaviours that need a script live here, in plain DOM code.
// Every one of them has a no-JavaScript fallback in the server-rendered HTML.
(() => {
  // Navigation dropdowns (<details name>): close on a click outside, on Escape, and on navigation.
  function openDropdowns() {
    return document.querySelectorAll("details[data-dropdown][open], details[data-mobile-menu][open]");
  }
  document.addEventListener("click", (event) => {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    var followsLink = Boolean(target.closest("a"));
    openDropdowns().forEach((d) => {
      if (followsLink || !d.contains(target)) d.open = false;
    });
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape")
      openDropdowns().forEach((d) => {
        d.open = false;
      });
  });

  // Free-shipping city search: filters as the visitor types (the GET form works without this).
  function fold(text) {
    return text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLocaleLowerCase("pt-BR")
      .trim();
  }
  var input = document.getElementById("busca-cidade");
  var list = document.querySelector("[data-city-list]");
  var empty = document.querySelector("[data-empty-cities]");
  var count = document.querySelector("[data-city-count]");
  if (input && list && empty) {
    const items = Array.prototype.slice.call(list.querySelectorAll("li[data-city]"));
    const filter = () => {
      var needle = fold(input.value);
      var shown = 0;
      items.forEach((li) => {
        var match = needle === "" || fold(li.getAttribute("data-city") || "").indexOf(needle) !== -1;
        li.hidden = !match;
        if (match) shown++;
      });
      list.hidden = shown === 0;
      empty.hidden = shown !== 0;
      if (count) count.textContent = shown + (shown === 1 ? " cidade encontrada" : " cidades encontradas");
    };
    input.addEventListener("input", filter);
  }

  // Hero video: the YouTube player (privacy-enhanced domain) is created only on click.
  document.querySelectorAll("a[data-video-preview]").forEach((link) => {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      var frame = document.createElement("iframe");
      frame.src =
        "https://www.youtube-nocookie.com/embed/" +
        encodeURIComponent(link.getAttribute("data-video-id") || "") +
        "?autoplay=1&rel=0";
      frame.title = link.getAttribute("data-video-title") || "";
      frame.allow = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture";
      frame.allowFullscreen = true;
      frame.className = "h-full w-full";
      var box = document.createElement("div");
      box.className = "aspect-video w-full overflow-hidden rounded-xl bg-black shadow-lg";
      box.appendChild(frame);
      link.replaceWith(box);
    });
  });

  // Destructive forms ask first ('Tem certeza que deseja excluir esta página?').
  document.addEventListener("submit", (event) => {
    var form = event.target;
    var question = form instanceof HTMLFormElement ? form.getAttribute("data-confirm") : null;
    if (question && !window.confirm(question)) event.preventDefault();
  });

  // Contact links. The landing URL's campaign parameters travel with the click (the page may come
  // from the edge cache, whose copy is shared by every URL variant, so its links cannot carry them);
  // of a click id only its presence is sent. A tap on a phone number is reported with sendBeacon,
  // since its href stays tel:. Without this script chat clicks are still recorded, without campaign.
  var campaignNames = ["utm_source", "utm_medium", "utm_campaign", "gclid", "fbclid"];
  function withCampaign(href) {
    var here = new URLSearchParams(window.location.search);
    var target = new URL(href, window.location.href);
    campaignNames.forEach((name) => {
      var value = here.get(name);
      if (value) target.searchParams.set(name, name.slice(-5) === "clid" ? "1" : value);
    });
    return target.pathname + target.search;
  }
  document.addEventListener(
    "click",
    (event) => {
      var link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link) return;
      var beacon = link.getAttribute("data-lead");
      if (beacon && navigator.sendBeacon) navigator.sendBeacon(withCampaign(beacon));
      else if (link.pathname.indexOf("/contato/") === 0) link.href = withCampaign(link.href);
    },
    true,
  );

  // Real-user Web Vitals on a sample of views (this tag's data-rum-rate): only those views fetch
  // Google's web-vitals library (data-rum), once the page has loaded, and send LCP, INP, CLS and
  // TTFB to /rum in one beacon when the page is first hidden (closed, left, switched away from).
  var tag = document.currentScript;
  // biome-ignore lint/complexity/useOptionalChain: older phones' browsers cannot parse ?. and would lose the whole script.
  var vitalsUrl = tag && tag.getAttribute("data-rum");
  if (vitalsUrl && navigator.sendBeacon && Math.random() < Number(tag.getAttribute("data-rum-rate"))) {
    const measure = () => {
      import(vitalsUrl).then(
        (vitals) => {
          var report = { path: location.pathname };
          var keep = (metric) => {
            report[metric.name.toLowerCase()] = metric.value;
          };
          vitals.onLCP(keep);
          // Every change of INP, not only the final one: web-vitals processes a tap's entries in an
          // idle callback, and on a busy phone that callback may still be pending when the page is
          // hidden; the library then makes its final report first and processes the tap after it,
          // so the beacon would go without INP. Kept as it changes, the last value is the final one
          // by the time `send` runs (a bubbling listener, after the library's capture ones).
          vitals.onINP(keep, { reportAllChanges: true });
          vitals.onCLS(keep);
          vitals.onTTFB(keep);
          // After the library's own listeners (capture phase), which report the final values.
          var send = () => {
            if (document.visibilityState !== "hidden" || Object.keys(report).length < 2) return;
            removeEventListener("visibilitychange", send);
            navigator.sendBeacon("/rum", JSON.stringify(report));
          };
          addEventListener("visibilitychange", send);
          document.documentElement.setAttribute("data-rum", "on");
        },
        () => {},
      );
    };
    if (document.readyState === "complete") measure();
    else addEventListener("load", measure);
  }

  document.documentElement.setAttribute("data-enhanced", "true");
})();
