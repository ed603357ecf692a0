/* The interface in the reader's language: every element marked with a message id (data-i18n,
   data-i18n-placeholder, …) and every law title (data-law-title) is given the chosen language's
   text from assets/i18n-data.js. The choice is remembered; the build's own language is the
   default. Other scripts translate their messages with LAWSEARCH_UI._ and listen for the
   "lawsearch:language" event to redraw. */
(function () {
  "use strict";
  /* without its data (a page saved alone), the page's own language, untranslated */
  var DATA = window.LAWSEARCH_I18N || {"default": document.documentElement.lang, langs: {}, messages: {}, laws: {}};
  var STORE = "lawsearch.interface";
  var ATTRS = ["placeholder", "aria-label", "title", "alt", "content"];
  var own = function (o, k) { return !!o && Object.prototype.hasOwnProperty.call(o, k); };

  function stored() {
    try { return localStorage.getItem(STORE); } catch (e) { return null; }
  }
  var lang = stored();
  if (!own(DATA.langs, lang)) lang = DATA["default"];

  function tr(text) {
    var table = DATA.messages[lang];
    return own(table, text) && table[text] ? table[text] : text;
  }
  /* A message in the interface's language, its {fields} filled from args (a value that is a
     message itself, a language's name, translated too). */
  function _(msgid, args) {
    args = args || {};
    return tr(msgid).replace(/\{(\w+)\}/g, function (m, k) {
      return own(args, k) ? tr(String(args[k])) : m;
    });
  }
  function lawTitle(n) {
    var titles = DATA.laws[lang] || {};
    return own(titles, n) ? titles[n] : ((DATA.laws.en || {})[n] || "");
  }
  function args(el) {
    try { return JSON.parse(el.getAttribute("data-i18n-args") || "{}"); } catch (e) { return {}; }
  }

  function apply(root) {
    root = root || document;
    root.querySelectorAll("[data-i18n]").forEach(function (el) {
      el.textContent = _(el.getAttribute("data-i18n"), args(el));
    });
    ATTRS.forEach(function (name) {
      root.querySelectorAll("[data-i18n-" + name + "]").forEach(function (el) {
        el.setAttribute(name, _(el.getAttribute("data-i18n-" + name), args(el)));
      });
    });
    /* Sentences made of sentences (the subject index's reasons), written by the build in each
       language as HTML of its own making. */
    root.querySelectorAll("[data-i18n-html]").forEach(function (el) {
      var variants;
      try { variants = JSON.parse(el.getAttribute("data-i18n-html")); } catch (e) { variants = {}; }
      if (own(variants, lang)) {
        el.innerHTML = variants[lang];
        el.lang = lang;
        el.dir = (DATA.langs[lang] || {dir: "ltr"}).dir;
      }
    });
    root.querySelectorAll("[data-law-title]").forEach(function (el) {
      var t = lawTitle(el.getAttribute("data-law-title"));
      if (t) el.textContent = t;
    });
    if (root === document) {
      var info = DATA.langs[lang] || {dir: "ltr"};
      document.documentElement.lang = lang;
      document.documentElement.dir = info.dir;
      var title = document.querySelector("title[data-i18n-page]");
      if (title) {
        var a = args(title);
        if (own(a, "law")) a.title = lawTitle(String(a.law)) || a.title;
        document.title = _(title.getAttribute("data-i18n-page"), a) + " – lawsearch";
      }
    }
  }

  function choose(code) {
    if (!own(DATA.langs, code)) return;
    lang = code;
    try { localStorage.setItem(STORE, code); } catch (e) { /* file:// may refuse */ }
    apply(document);
    document.dispatchEvent(new CustomEvent("lawsearch:language", {detail: {lang: code}}));
  }

  /* The chooser (<select id="ui-lang">, in the navigation). */
  function setUpChooser() {
    var select = document.getElementById("ui-lang");
    if (!select) return;
    select.value = lang;
    select.addEventListener("change", function () { choose(select.value); });
  }

  window.LAWSEARCH_UI = {
    _: _, lawTitle: lawTitle, apply: apply, choose: choose,
    get lang() { return lang; }
  };
  if (lang !== DATA["default"]) apply(document);
  setUpChooser();
})();
