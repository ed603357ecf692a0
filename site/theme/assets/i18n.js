/* The interface in the reader's language: every element marked with a message id (data-i18n,
   data-i18n-placeholder, …) and every law title (data-law-title) is given the chosen language's
   text. The site's own language's is in assets/i18n-data.js; each other language's in
   assets/i18n/<xx>.js, which the page's head asks for when the reader has chosen it (main.html)
   and which a choice made here fetches. The choice is remembered; the build's own language is
   the default. Other scripts translate their messages with LAWSEARCH_UI._ and listen for the
   "lawsearch:language" event to redraw. */
(function () {
  "use strict";
  /* without its data (a page saved alone), the page's own language, untranslated */
  var DATA = window.LAWSEARCH_I18N || {"default": document.documentElement.lang, langs: {}, messages: {}, laws: {}};
  var ATTRS = ["placeholder", "aria-label", "title", "alt", "content"];
  var own = function (o, k) { return !!o && Object.prototype.hasOwnProperty.call(o, k); };
  var root = (document.body && document.body.getAttribute("data-root")) || ".";

  function stored() {
    try { return DATA.store ? localStorage.getItem(DATA.store) : null; } catch (e) { return null; }
  }
  var lang = stored();
  if (!own(DATA.langs, lang)) lang = DATA["default"];

  /* Whether `code`'s messages and titles are here (taken from its part if that has come). */
  function here(code) {
    var parts = window.LAWSEARCH_I18N_PARTS || {};
    if (own(parts, code) && !own(DATA.messages, code)) {
      DATA.messages[code] = parts[code].messages;
      DATA.laws[code] = parts[code].laws;
    }
    return code === DATA.source || own(DATA.messages, code);
  }
  /* `then` once `code`'s part is here, or could not be had. */
  function fetchPart(code, then) {
    if (here(code)) { then(); return; }
    var asked = document.getElementById("i18n-part");
    var s = asked && asked.getAttribute("data-lang") === code ? asked : document.createElement("script");
    s.addEventListener("load", function () { here(code); then(); });
    s.addEventListener("error", function () { then(); });
    if (s !== asked) {
      s.src = root + "/" + (DATA.parts || "assets/i18n/") + code + ".js";
      document.head.appendChild(s);
    }
  }

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

  var wanted = null;  /* the language chosen last: a part that comes after another's choice is not applied */
  function choose(code) {
    if (!own(DATA.langs, code)) return;
    wanted = code;
    try { if (DATA.store) localStorage.setItem(DATA.store, code); } catch (e) { /* file:// may refuse */ }
    fetchPart(code, function () {
      /* a part that could not be had leaves the page as it is (the choice is kept for the next) */
      if (wanted !== code || !here(code)) return;
      lang = code;
      var select = document.getElementById("ui-lang");
      if (select) select.value = code;
      apply(document);
      document.dispatchEvent(new CustomEvent("lawsearch:language", {detail: {lang: code}}));
    });
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
  setUpChooser();
  /* the reader's chosen language: at once where its part is here (the head asked for it),
     else once it comes, the pages told as if it had just been chosen */
  if (lang !== DATA["default"]) {
    if (here(lang)) apply(document);
    else { var chosen = lang; lang = DATA["default"]; choose(chosen); }
  }
})();
