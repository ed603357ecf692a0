/* The site installable and kept on the device when it is served over HTTP(S): the web app
   manifest, the service worker (sw.js, at the site's root so that its scope is the whole site),
   and a line in the footer once every file is kept. Opened from disk (file://) nothing of this
   applies: the browser refuses a manifest there and runs no service worker. */
(function () {
  "use strict";
  function _(msgid) {  // the interface's catalogue (assets/i18n.js), English without it
    return window.LAWSEARCH_UI ? window.LAWSEARCH_UI._(msgid) : msgid;
  }
  if (location.protocol !== "http:" && location.protocol !== "https:") return;
  var root = document.body.getAttribute("data-root") || ".";

  var manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = root + "/manifest.webmanifest";
  document.head.appendChild(manifest);

  if (!("serviceWorker" in navigator)) return;

  function show() {
    if (document.getElementById("offline-status")) return;
    var footer = document.querySelector("footer") || document.body;
    var line = document.createElement("p");
    line.id = "offline-status";
    line.setAttribute("role", "status");
    line.setAttribute("data-i18n", "Available offline: every law and the search are on this device.");
    line.textContent = _("Available offline: every law and the search are on this device.");
    footer.appendChild(line);
  }

  /* The worker that controls this page says whether every file of the site is kept. */
  function ask() {
    var worker = navigator.serviceWorker.controller;
    if (!worker) return;
    var channel = new MessageChannel();
    channel.port1.onmessage = function (event) {
      var s = event.data || {};
      if (s.files > 0 && s.missing && s.missing.length === 0) show();
    };
    worker.postMessage({type: "status"}, [channel.port2]);
  }

  navigator.serviceWorker.addEventListener("controllerchange", ask);
  navigator.serviceWorker.register(root + "/sw.js").then(ask, function (err) {
    // e.g. a private window or a certificate the browser does not trust: the site still works online
    console.warn("lawsearch: not kept offline: " + err);
  });
})();
