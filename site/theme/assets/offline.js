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

  /* once the page has loaded: a page that goes straight on to another (a citation) asks for
     none, and no manifest is cut off half read */
  function install() {
    var manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = root + "/manifest.webmanifest";
    document.head.appendChild(manifest);
  }
  if (document.readyState === "complete") install();
  else window.addEventListener("load", install);

  if (!("serviceWorker" in navigator)) return;

  /* The footer's line: how far the copy has got, then that it is whole (said once). */
  function line() {
    var p = document.getElementById("offline-status");
    if (!p) {
      p = document.createElement("p");
      p.id = "offline-status";
      p.setAttribute("role", "status");
      (document.querySelector("footer") || document.body).appendChild(p);
    }
    return p;
  }
  var whole = false;
  function show() {
    whole = true;
    var p = line();
    p.removeAttribute("data-i18n-args");
    p.setAttribute("data-i18n", "Available offline: every law and the search are on this device.");
    p.textContent = _("Available offline: every law and the search are on this device.");
  }
  function N_(msgid) { return msgid; }  // a message id, translated where it is shown
  var KEEPING = N_("Keeping the site on this device for offline use: {kept} of {files} files");
  function keeping(kept, files) {
    if (whole) return;
    var p = line(), args = {kept: kept, files: files};
    p.setAttribute("data-i18n", KEEPING);
    p.setAttribute("data-i18n-args", JSON.stringify(args));
    p.textContent = window.LAWSEARCH_UI ? window.LAWSEARCH_UI._(KEEPING, args) :
      KEEPING.replace("{kept}", kept).replace("{files}", files);
  }
  /* The worker installing says how far it has got; once all is kept, the controller says so. */
  navigator.serviceWorker.addEventListener("message", function (event) {
    var s = event.data || {};
    if (s.type !== "progress") return;
    if (s.kept < s.files) keeping(s.kept, s.files);
    else ask();
  });

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
  function start() {
    navigator.serviceWorker.register(root + "/sw.js").then(ask, function (err) {
      // e.g. a private window or a certificate the browser does not trust: the site still works online
      console.warn("lawsearch: not kept offline: " + err);
    });
  }
  /* A search page's first answer comes before the copy of the site, which would share its line
     (search-page.js says when it is drawn); any other page starts it at once. */
  if (document.getElementById("results") && new URLSearchParams(location.search).get("q")) {
    document.addEventListener("lawsearch:searched", start, {once: true});
  } else {
    start();
  }
})();
