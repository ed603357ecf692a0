/* Which part of the search's data reads a typed word (lawsearch/site/wordparts.py): the word as
   its language looks it up (lawsearch/lang/<xx>/analysis.py's LOOKUP, in the citation data of
   assets/search/grammars.js), its first letters folded, and their part. The search page fetches
   a query's words with it beside the search's index; search.js reads every word through it.
   Its data (wordparts.reader_data): the page's, where the search page's head runs it before any
   script has come, else the citations' (grammars.js). */
(function () {
  "use strict";
  var D = window.LAWSEARCH_WORDS_DATA || window.LAWSEARCH_CITATIONS_DATA.words;
  var HAS = Object.prototype.hasOwnProperty;
  function owned(obj, key) { return obj != null && HAS.call(obj, key) ? obj[key] : undefined; }
  var TOKEN = /[\p{L}\p{N}_\p{M}\u0591-\u05c7]+(?:['’][\p{L}\p{N}_\p{M}]+)*/gu;

  /* How `lang` looks a typed word up (lang/analysis.py's lookup_rules and looked_up say what
     each rule means). */
  var RULES = Object.create(null);
  function rules(lang) {
    if (!RULES[lang]) {
      var r = owned(D.lookup, lang) || {};
      RULES[lang] = {lower: r.lower || null, keepCase: r.case === false, fold: r.fold || null,
                     endsAt: r.ends_at ? new RegExp("[" + r.ends_at + "]") : null,
                     points: r.points ? new RegExp(r.points, "gu") : null,
                     prefixes: r.prefixes || null, compounds: !!r.compounds};
    }
    return RULES[lang];
  }
  function letters(table, w) {
    return Array.from(w).map(function (c) { var r = owned(table, c); return r === undefined ? c : r; }).join("");
  }
  /* The word with the letters `lang` folds where a word is not known. */
  function fold(lang, w) { var r = rules(lang); return r.fold ? letters(r.fold, w) : w; }
  /* A typed word as `lang` looks it up (its analyzer's first steps). */
  function normal(lang, w) {
    var r = rules(lang);
    if (!r.keepCase) w = (r.lower ? letters(r.lower, w) : w).toLowerCase();
    if (r.endsAt) w = w.split(r.endsAt)[0];
    if (r.points) w = w.replace(r.points, "");
    return w;
  }
  /* FNV-1a over the UTF-16 code units of `text` (wordparts.fnv). */
  function fnv(text) {
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
    return h;
  }
  /* A word's first letters as `lang` folds them: what its parts are found by (wordparts.py). */
  function key(lang, w) { return Array.from(fold(lang, w)).slice(0, D.letters).join(""); }
  /* The part (impacts/<n>) that reads `w`, a word as `lang` looks it up, beside the lists of the
     terms that begin as it does. */
  function part(lang, w) { return "impacts/" + (fnv(key(lang, w)) % D.parts); }
  /* The part of the lists of `term` (a word, or a pair under its first) in `lang`. */
  function lists(lang, term) {
    var space = term.indexOf(" ");
    return part(lang, space < 0 ? term : term.slice(0, space));
  }
  /* The parts that read the words of `text` in each of `langs` and those of their terms' lists,
     and the glossary's entries where one of them is the language its concepts are named in. */
  function parts(text, langs) {
    var out = [];
    (text.match(TOKEN) || []).forEach(function (raw) {
      langs.forEach(function (lang) {
        var w = normal(lang, raw);
        /* what reads the word, with the lists of the terms it most often reads as (they begin
           as it does) */
        if (w && out.indexOf(part(lang, w)) < 0) out.push(part(lang, w));
      });
    });
    /* a query that may be read in the glossary's language reads its entries */
    if (out.length && langs.indexOf(D.source) >= 0) out.push("glossary");
    return out;
  }
  window.LAWSEARCH_WORDS_READER = {rules: rules, fold: fold, normal: normal, part: part,
                                   lists: lists, parts: parts};
})();
