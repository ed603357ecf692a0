/* lawsearch's search in the browser: the same data, analysis and ranking as `lawsearch search`.
   The data is written from the search index by `lawsearch build` (lawsearch/site/searchdata.py):
   assets/search/index.js what every search reads (the documents, the ranking weights of
   lawsearch/search/rank.py); in parts fetched as a query reads them, what reads its words and,
   beside it, its terms' lists of Whoosh's BM25F scores and situations (impacts/<n>.js, by
   their first letters: wordparts.py, and situationparts.py), and what reads a typo
   (spelling/<xx>.js). This file ports, step by step, lawsearch/search/query.py, searcher.py,
   rank.py, laws.py and situations.py; citations.js reads the citations, words.js says which part
   reads a word. */
(function () {
  "use strict";
  var D = window.LAWSEARCH_INDEX, S = D.situations;
  var WORK = D.work;  /* the Laws (lawsearch/works.py); the other works are books */
  var W = D.weights;
  var LIMIT = 200;
  /* the languages in column order, as lawsearch/lang/<xx>/ declares them */
  var LANGS = D.languages.map(function (l) { return l.code; });
  var TOKEN = /[\p{L}\p{N}_\p{M}\u0591-\u05c7]+(?:['’][\p{L}\p{N}_\p{M}]+)*/gu;
  /* The data's objects are keyed by words a user types: "constructor" or "__proto__" must find
     nothing, not what every object inherits. So every look-up by such a key goes through
     owned(), and the maps built here have no prototype. */
  var HAS = Object.prototype.hasOwnProperty;
  function owned(obj, key) { return obj != null && HAS.call(obj, key) ? obj[key] : undefined; }

  /* ------------------------------------------------------------------ the data's parts */
  /* A part not here yet reads as absent and is noted missing (by its file's name under
     assets/search/); `prepare` fetches what a query reads before it is answered. */
  var MISSING = new Set();
  var READER = window.LAWSEARCH_WORDS_READER;
  /* What reads a typo of `lang` (spelling/<xx>.js), or null: not here yet, or no such file. */
  function spellingOf(lang) {
    var got = owned(window.LAWSEARCH_SPELLING, lang);
    if (got === undefined && D.parts.spelling.indexOf(lang) >= 0) MISSING.add("spelling/" + lang);
    return got || null;
  }

  /* ------------------------------------------------------------------ analysis (per word) */
  /* What reads the words of `lang` whose first letters are those of `w` (a word as the language
     looks it up): its part of impacts/<n>.js (wordparts.py), made into maps once it is here, or
     null (noted missing). Its words are in the order the whole language's are read, so that a
     word read through its folded form finds the same word. */
  var shards = Object.create(null), NONE = {};
  function shard(lang, w) {
    var name = READER.part(lang, w), key = lang + "\u0000" + name, made = shards[key];
    if (made) return made;
    var part = owned(window.LAWSEARCH_WORDS, name.slice(name.indexOf("/") + 1));
    if (!part) { MISSING.add(name); return null; }
    var data = owned(part, lang) || NONE, rules = READER.rules(lang);
    var map = new Map(), folded = new Map(), exact = new Map(), unaccented = new Map();
    function read(list, into) {
      for (var i = 0; i < (list || []).length; i += 2) into.set(list[i], list[i + 1] === 0 ? [[list[i]]] : list[i + 1]);
    }
    read(data.words, map);
    if (rules.fold) map.forEach(function (v, k) { var f = READER.fold(lang, k); if (!folded.has(f)) folded.set(f, v); });
    /* the thesaurus's words no document has: whole words only, never a longer word's beginning
       (searchdata.trigger_words) */
    read(data.exact, exact);
    /* a corpus word typed without its accents: the word, and what it reads as */
    var u = data.unaccented || [];
    for (var i = 0; i < u.length; i += 3) unaccented.set(u[i], u[i + 2] === 0 ? [[u[i + 1]]] : u[i + 2]);
    return (shards[key] = {map: map, folded: folded, exact: exact, unaccented: unaccented,
                           spelled: new Set((data.spelled || "").split(" "))});
  }
  /* What `lang` needs to read any word: its rules, its stop words, its longest known word. */
  var tables = Object.create(null);
  function table(lang) {
    return tables[lang] || (tables[lang] = {rules: READER.rules(lang), longest: owned(D.longest, lang) || 0,
                                            stop: new Set(owned(D.stop_words, lang) || [])});
  }
  function normal(lang, w) { return READER.normal(lang, w); }
  /* A word typed without the language's accents ("kulorsvigt"): the corpus word it stands for
     (lawsearch/search/analysis.py's accent_fold and the store's table of such words). */
  function accentFold(lang, w) {
    var a = owned(D.accents, lang);
    if (!a) return w;
    w = Array.from(w).map(function (c) { var r = owned(a.letters, c); return r === undefined ? c : r; }).join("");
    a.pairs.forEach(function (p) { w = w.split(p[0]).join(p[1]); });
    return w;
  }
  /* The analysis of a word the corpus has, typed without its accents, or undefined. */
  function unaccented(lang, w) {
    var typed = accentFold(lang, w), s = shard(lang, typed);
    return s ? s.unaccented.get(typed) : undefined;
  }
  /* The analysis of a known word (or of one its folded form is), or undefined. */
  function known(lang, w) {
    var s = shard(lang, w);
    if (!s) return undefined;
    return s.map.get(w) || (s.folded.size ? s.folded.get(READER.fold(lang, w)) : undefined);
  }
  function has(lang, w) { var s = shard(lang, w); return !!s && s.map.has(w); }
  function first(lang, w) { var s = shard(lang, w), a = s && s.map.get(w); return a && a[0] ? a[0][0] : w; }

  /* A word the corpus does not have: its longest known beginning (as the lemma filter does),
     a Danish compound's parts, a Hebrew word without its prefix letters. No part longer than
     the longest known word is tried (none could be known), so a word of 100,000 letters costs
     no more than a long word does. Each beginning tried is in the word's own part. */
  function unknown(lang, t, w) {
    var s = owned(D.lemma, lang) || {min_stem: 4, max_strip: null};
    var shortest = Math.max(s.min_stem, s.max_strip === null ? s.min_stem : w.length - s.max_strip);
    for (var end = Math.min(w.length - 1, t.longest); end >= shortest; end--) {
      if (s.endings && s.endings.indexOf(w.slice(end)) < 0) continue;  // only an inflection's
      var got = known(lang, w.slice(0, end));
      if (got) return got;
    }
    if (t.rules.compounds) {
      var parts = compound(lang, t, w);
      if (parts) return [parts.map(function (p) { return first(lang, p); })];
    }
    var HP = t.rules.prefixes;
    if (HP) {
      var alts = [w];
      for (var n = 1; n <= HP.max && w.length - n >= HP.min_rest; n++) {
        if (HP.letters.indexOf(w[n - 1]) < 0) break;
        var rs = shard(lang, w.slice(n)), rest = rs && rs.map.get(w.slice(n));
        if (rest) rest.forEach(function (pos) { pos.forEach(function (x) { if (alts.indexOf(x) < 0) alts.push(x); }); });
      }
      return [alts];
    }
    if (s.stemmer === "porter") return [[porterStem(w)]];
    return [[t.rules.fold ? READER.fold(lang, w) : w]];
  }
  /* Whoosh's Porter stemmer (whoosh/lang/porter.py), step by step, its anchored patterns as
     they are: what the command line's English analyzer does to a word after its lemma. */
  var P2 = {ational: "ate", tional: "tion", enci: "ence", anci: "ance", izer: "ize", bli: "ble",
            alli: "al", entli: "ent", eli: "e", ousli: "ous", ization: "ize", ation: "ate",
            ator: "ate", alism: "al", iveness: "ive", fulness: "ful", ousness: "ous", aliti: "al",
            iviti: "ive", biliti: "ble", logi: "log"};
  var P3 = {icate: "ic", ative: "", alize: "al", iciti: "ic", ical: "ic", ful: "", ness: ""};
  var CS = "[^aeiouy]+", VS = "[aeiou]+", V = "[aeiouy]";
  var MGR0 = new RegExp("^(" + CS + ")?" + VS + CS), MEQ1 = new RegExp("^(" + CS + ")?" + VS + CS + "(" + VS + ")?$"),
      MGR1 = new RegExp("^(" + CS + ")?" + VS + CS + VS + CS), SV = new RegExp("^(" + CS + ")?" + V),
      CV = new RegExp("^" + CS + V + "[^aeiouwxy]$");
  var ED_ING = /^(.*)(ed|ing)$/, AT_BL_IZ = /^(at|bl|iz)$/, STEP1B = /^([^aeiouylsz])\1$/,
      STEP2 = /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/,
      STEP3 = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/,
      STEP4A = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/,
      STEP4B = /^(.+?)(s|t)(ion)$/, STEP5 = /^(.+?)e$/;
  function porterStem(w) {
    if (w.length < 3) return w;
    var firstY = w[0] === "y", m, st;
    if (firstY) w = "Y" + w.slice(1);
    if (w.endsWith("s")) {
      if (w.endsWith("sses")) w = w.slice(0, -2);
      else if (w.endsWith("ies")) w = w.slice(0, -2);
      else if (w[w.length - 2] !== "s") w = w.slice(0, -1);
    }
    if (w.endsWith("eed")) {
      if (MGR0.test(w.slice(0, -3))) w = w.slice(0, -1);
    } else if ((m = ED_ING.exec(w))) {
      st = m[1];
      if (SV.test(st)) {
        w = st;
        if (AT_BL_IZ.test(w)) w += "e";
        else if (STEP1B.test(w)) w = w.slice(0, -1);
        else if (CV.test(w)) w += "e";
      }
    }
    if (w.endsWith("y") && SV.test(w.slice(0, -1))) w = w.slice(0, -1) + "i";
    if ((m = STEP2.exec(w)) && MGR0.test(m[1])) w = m[1] + P2[m[2]];
    if ((m = STEP3.exec(w)) && MGR0.test(m[1])) w = m[1] + P3[m[2]];
    if ((m = STEP4A.exec(w))) { if (MGR1.test(m[1])) w = m[1]; }
    else if ((m = STEP4B.exec(w))) { st = m[1] + m[2]; if (MGR1.test(st)) w = st; }
    if ((m = STEP5.exec(w))) {
      st = m[1];
      if (MGR1.test(st) || (MEQ1.test(st) && !CV.test(st))) w = st;
    }
    if (w.endsWith("ll") && MGR1.test(w)) w = w.slice(0, -1);
    if (firstY) w = "y" + w.slice(1);
    return w;
  }
  function compound(lang, t, w) {
    var best = null, bestShort = 0, head = null;
    /* a head is known only up to the longest word, and a link letter after it */
    for (var i = 3; i <= Math.min(w.length - 3, t.longest + 1); i++) {
      var h0 = w.slice(0, i), tail = w.slice(i), tailKnown = null;
      ["", "s", "e"].forEach(function (link) {
        if (link && !h0.endsWith(link)) return;
        var h = h0.slice(0, h0.length - link.length);
        if (h.length < 3 || !has(lang, h)) return;
        /* the tail is looked up (in a part of its own) only after a known head */
        if (tailKnown === null) tailKnown = tail.length <= t.longest && has(lang, tail);
        var short = Math.min(h.length, tail.length);
        if (tailKnown && short > bestShort) { best = [h, tail]; bestShort = short; }
        else if (!tailKnown && h.length >= 4) head = [h];
      });
    }
    return best || head;
  }

  /* The analysed terms of each position of a text (query.terms). */
  function analyse(lang, text) {
    var t = table(lang), out = [];
    (text.match(TOKEN) || []).forEach(function (raw) {
      var w = normal(lang, raw);
      // a stop word is dropped before anything reads it, as the analyzers' StopFilter does
      // ("vi" is also the lemma of other Danish words, and would be read as that)
      if (!w || t.stop.has(w)) return;
      var s = shard(lang, w);
      if (!s) return;  // read once its part is here
      var got = known(lang, w) || s.exact.get(w);
      if (!got) got = unaccented(lang, w);
      if (!got) got = unknown(lang, t, w);
      got.forEach(function (pos) { if (pos.length) out.push(pos.slice()); });
    });
    return out;
  }
  function pairTerms(lang, text) {
    var pos = analyse(lang, text), out = [];
    for (var i = 1; i < pos.length; i++)
      pos[i - 1].forEach(function (a) { pos[i].forEach(function (b) { out.push(a + " " + b); }); });
    return out;
  }

  /* ------------------------------------------------------------------ the index */
  /* The impact lists, the whole-law lists and what is beside them come in parts by term
     (assets/search/impacts/<n>.js: words.js's `lists`, wordparts.list_part); a term whose part
     is not here yet reads as absent. */
  var FORMS = D.forms_field;
  /* The flat list of `term` in `field` (whose name ends in its language), [] if it has none,
     null if its part is not here yet. */
  function listOf(field, term, glossed) {
    var lang = field.slice(field.lastIndexOf("_") + 1).split("/")[0];
    var name = READER.lists(lang, term), part = owned(window.LAWSEARCH_IMPACTS, name.slice(name.indexOf("/") + 1));
    if (part) return owned(owned(part, field), term) || [];
    /* a word of a term reached through the glossary: its lists in its first concept's part */
    var first = glossed ? home(lang, term) : undefined;
    if (first !== undefined) {
      var mine = glossedPart(first);
      if (mine) return owned(owned(mine.fields, field), term) || [];
      MISSING.add(glossedName(first));
      return null;
    }
    MISSING.add(name);
    return null;
  }
  /* ------------------------------------------------ the glossary's terms (glossedparts.py) */
  /* The part of glossed/ of a concept (its entries, and the words it names first). */
  function glossedName(concept) { return "glossed/" + (concept % D.glossed_buckets); }
  function glossedPart(concept) {
    var name = glossedName(concept);
    return owned(window.LAWSEARCH_GLOSSED, name.slice(name.indexOf("/") + 1));
  }
  /* The first concept (the lowest number) whose terms in `lang` have the word `w`: its lists
     are in that concept's part (glossedparts.homes). */
  var homes = null;
  function home(lang, w) {
    var g = window.LAWSEARCH_GLOSSARY;
    if (!g) return undefined;
    if (!homes) {
      homes = Object.create(null);
      Object.keys(g).forEach(function (d) {
        var concept = g[d][0], named = g[d][1], l = doc(+d).lang;
        if (l === D.source || typeof named === "string") return;
        var mine = homes[l] || (homes[l] = Object.create(null));
        named.forEach(function (term) { term.forEach(function (alts) { alts.forEach(function (v) {
          if (!HAS.call(mine, v) || concept < mine[v]) mine[v] = concept;
        }); }); });
      });
    }
    return owned(homes[lang], w);
  }
  /* The corpus words that read as `w`, a word of a glossary term in `lang`, from the parts of
     the concepts here. */
  function glossedForms(lang, w) {
    var parts = window.LAWSEARCH_GLOSSED || {}, keys = Object.keys(parts);
    for (var i = 0; i < keys.length; i++) {
      var found = owned(owned(parts[keys[i]].forms, lang), w);
      if (found !== undefined) return found;
    }
    return null;
  }
  /* What a glossary term's "all of" adds to each document's score, from its part: the
     documents that have every word, each with its raw scores in the clauses (glossedparts.
     all_of), added as `score` adds them from the lists, in the same order. */
  function addStored(groups, flat, weight, scores) {
    var n = 0;
    groups.forEach(function (g) { n += g.length; });
    for (var i = 0; i + n < flat.length; i += n + 1) {
      var k = i + 1, total = 0;
      groups.forEach(function (g, gi) {
        var mine = 0;  /* the group's clauses' scores, as `score` adds them into its map */
        g.forEach(function (c) {
          var raw = flat[k++];
          if (typeof raw === "number") mine = mine + c[2] * weight * (raw / D.score_scale);
        });
        total = gi === 0 ? mine : total + mine;
      });
      scores.set(flat[i], (scores.get(flat[i]) || 0) + total);
    }
  }
  var cache = new Map(), EMPTY = {docs: [], scores: []};
  function postings(field, term) {
    var k = field + "\u0000" + term, hit = cache.get(k);
    if (hit) return hit;
    var flat = listOf(field, term), docs = [], scores = [], last = 0;
    if (flat === null) return EMPTY;
    for (var i = 0; i < flat.length; i += 2) { last += flat[i]; docs.push(last); scores.push(flat[i + 1] / D.score_scale); }
    hit = {docs: docs, scores: scores};
    cache.set(k, hit);
    return hit;
  }
  /* In how many documents of `lang` `term` is, in their text or their title (`kind`): the
     length of its list (searchdata.document_counts), 0 while its part is not here (noted in
     `unweighed`: a query's languages are weighed by these, and nothing that the weights choose
     is read before they are all here). */
  var unweighed = false;
  function df(kind, lang, term) {
    var flat = listOf(kind + "_" + lang, term);
    if (flat === null) { unweighed = true; return 0; }
    return flat.length / 2;
  }
  var docsOfLang = Object.create(null);
  function count(lang) {
    if (docsOfLang[lang] === undefined) {
      var li = D.documents.langs.indexOf(lang);
      docsOfLang[lang] = D.documents.lang.filter(function (l) { return l === li; }).length;
    }
    return docsOfLang[lang];
  }
  /* each document's unit, from the steps between them (searchdata.documents_table), once read */
  var keyOf = null;
  function doc(d) {
    var DD = D.documents;
    if (!keyOf) {
      keyOf = [];
      DD.key_steps.reduce(function (k, step) { k += step; keyOf.push(k); return k; }, 0);
    }
    return {key: DD.keys[keyOf[d]], lang: DD.langs[DD.lang[d]], source: DD.sources[DD.source[d]]};
  }

  /* ------------------------------------------------------------------ queries (query.py) */
  function parse(text) {
    var out = {words: [], phrases: []};
    var parts = text.replace(/[“”„«»]/g, '"').split('"');
    parts.forEach(function (part, i) {
      if (i % 2 && part.trim()) out.phrases.push(part.trim());
      part.split(/\s+/).forEach(function (w) { if (w) out.words.push(w); });
    });
    return out;
  }
  /* query.py's languages_of: the languages of the script of the query's letters, one other
     than Latin first, else the Latin-script ones */
  function languagesOf(text, available) { return window.LAWSEARCH_CITATIONS.languagesOf(text, available); }
  /* ------------------------------------------------------------ spelling (spelling.py) */
  var MIN_LENGTH = W.typo_length, nearCache = Object.create(null);
  var SPELLING_LANGS = D.languages.filter(function (l) { return l.typos === "analysed"; })
    .map(function (l) { return l.code; });
  /* The letters of `words` (UTF-16 code units, as spelling.py's edits read them). */
  function alphabet(words) {
    var out = new Set();
    for (var w of words) for (var i = 0; i < w.length; i++) out.add(w[i]);
    return Array.from(out);
  }
  /* Every word one edit from `word` with `letters` (a letter left out, put in or changed) and,
     with `swaps`, two neighbours swapped: what a word is looked up as to read a typo, a few
     hundred look-ups where reading it against every word of the corpus was a phone's long task
     (the same words: each of these is one edit away, and each word one edit away is one). */
  function edits(word, letters, swaps) {
    var out = new Set(), n = word.length, i, j;
    for (i = 0; i <= n; i++) {
      var head = word.slice(0, i), tail = word.slice(i);
      if (i < n) out.add(head + word.slice(i + 1));
      for (j = 0; j < letters.length; j++) {
        out.add(head + letters[j] + tail);
        if (i < n && letters[j] !== word[i]) out.add(head + letters[j] + word.slice(i + 1));
      }
      if (swaps && i + 1 < n && word[i] !== word[i + 1]) out.add(head + word[i + 1] + word[i] + word.slice(i + 2));
    }
    out.delete(word);
    return out;
  }
  /* The corpus word one edit from `word` (in most documents, then first), or null (Near). */
  function near(lang, word) {
    if (SPELLING_LANGS.indexOf(lang) < 0 || word.length < MIN_LENGTH - 1) return null;
    var n = nearCache[lang];
    if (!n) {
      /* the language's words of at least MIN_LENGTH letters and the documents each is in, its
         texts' then its titles' (searchdata.document_counts), as spelling.py reads them */
      var data = spellingOf(lang);
      if (!data) return null;
      var dfs = new Map();
      ["text", "title"].forEach(function (kind) {
        var counts = (data.df || {})[kind] || {};
        Object.keys(counts).forEach(function (t) {
          if (t.length >= MIN_LENGTH && t.indexOf(" ") < 0) dfs.set(t, (dfs.get(t) || 0) + counts[t]);
        });
      });
      var longest = 0;
      dfs.forEach(function (_, t) { if (t.length > longest) longest = t.length; });
      n = nearCache[lang] = {dfs: dfs, letters: alphabet(dfs.keys()), longest: longest};
    }
    if (word.length > n.longest + 1) return null;  // no corpus word is one edit from it
    var best = null;
    edits(word, n.letters, false).forEach(function (t) {
      if (!n.dfs.has(t)) return;
      if (best === null || n.dfs.get(t) > n.dfs.get(best) || (n.dfs.get(t) === n.dfs.get(best) && t < best)) best = t;
    });
    return best;
  }

  /* ------------------------------------------------------- shorthand (shorthand.py) */
  /* "LOOT", "IB", "X", "♠K": what each stands for joins what was typed (lang/<xx>/shorthand.py). */
  var SPLIT = /(\s+|[,;:!?()\[\]\/]+)/, SYMBOLS = "♣♦♥♠", shorthandCache = Object.create(null);
  function isUpper(w) { return w !== w.toLowerCase() && w === w.toUpperCase(); }
  function isLower(w) { return w === w.toLowerCase() && w !== w.toUpperCase(); }
  function shorthandRules(lang) {
    if (lang in shorthandCache) return shorthandCache[lang];
    var t = owned(D.shorthand, lang), rules = null;
    if (t) {
      var words = new Map();
      Object.keys(t.words).forEach(function (k) { words.set(isUpper(k) ? k : k.toLowerCase(), t.words[k]); });
      var ranks = t.ranks, suits = t.suits;
      var card = new RegExp("^(?:[" + SYMBOLS + "](?:10|[2-9" + ranks + "x])+|(?:10|[2-9" + ranks + "])[" + SYMBOLS +
                            "]|[" + suits + "](?:10|[2-9" + ranks + "])+)$", "iu");
      rules = {words: words, card: card, cardWord: t.card};
    }
    return (shorthandCache[lang] = rules);
  }
  function expand(lang, text) {
    var r = shorthandRules(lang);
    if (!r) return text;
    return text.split(SPLIT).map(function (piece) {
      var core = piece.replace(/^[.'"’]+|[.'"’]+$/g, ""), meaning;
      if (isUpper(core)) meaning = r.words.get(core);
      if (meaning === undefined) meaning = r.words.get(core.toLowerCase());
      if (meaning === undefined && r.card.test(core) && !isLower(core)) meaning = r.cardWord;
      return meaning === undefined ? piece : piece + " " + meaning;
    }).join("");
  }
  /* ------------------------------------------------------- framing (framing.py) */
  /* "I called the director", "was that right?": dropped from a story that keeps W.framing_kept
     words (lang/<xx>/framing.py). */
  var framingCache = Object.create(null), unframed = Object.create(null);
  /* (each query is read again as each part of its data arrives: the last text told in each
     language is kept) */
  function unframe(lang, text) {
    var last = unframed[lang];
    if (!last || last[0] !== text) last = unframed[lang] = [text, unframeNow(lang, text)];
    return last[1];
  }
  function unframeNow(lang, text) {
    if (!(lang in framingCache)) {
      var pats = owned(D.framing, lang) || [];
      framingCache[lang] = pats.length ? new RegExp("(?<![\\p{L}\\p{N}_])(?:" + pats.map(function (p) {
        return "(?:" + p + ")"; }).join("|") + ")(?![\\p{L}\\p{N}_])", "giu") : null;
    }
    var pattern = framingCache[lang];
    if (!pattern) return text;
    var told = text.replace(pattern, " ");
    return told !== text && told.split(/\s+/).filter(Boolean).length >= W.framing_kept ? told : text;
  }
  /* ------------------------------------------------------- typos (spelling.Typos) */
  var typoCache = Object.create(null);
  function typoTable(lang) {
    if (typoCache[lang]) return typoCache[lang];
    var data = spellingOf(lang);
    if (!data) return null;
    var order = new Map();
    (data.words || "").split(" ").forEach(function (w, i) { if (w && !order.has(w)) order.set(w, i); });
    var longest = 0;
    order.forEach(function (_, w) { if (w.length > longest) longest = w.length; });
    return (typoCache[lang] = {order: order, letters: alphabet(order.keys()),
                               valid: new Set((data.valid || "").split(" ")), longest: longest});
  }
  /* The word a typo was meant for, or null (a word the documents have, or none one edit away). */
  function typo(lang, word) {
    if (W.typed_langs.indexOf(lang) < 0 || word.length < MIN_LENGTH - 1 || !/^\p{L}+$/u.test(word)) return null;
    /* a word of the corpus's, or one never read as a typo, is said so by its word's part */
    var s = shard(lang, word);
    if (!s || s.spelled.has(word)) return null;
    var t = typoTable(lang);
    if (!t) return null;
    // no word is one edit from a longer one: a word of 100,000 letters costs no more than a short one
    if (t.order.has(word) || t.valid.has(word) || word.length > t.longest + 1) return null;
    var best = null;
    edits(word, t.letters, true).forEach(function (c) {
      if (c.length < MIN_LENGTH || c[0] !== word[0] || !t.order.has(c)) return;
      if (best === null || t.order.get(c) < t.order.get(best)) best = c;
    });
    return best;
  }
  /* The query with each typo of `lang` read as the word meant, or null if it has none. */
  function mend(lang, parsed) {
    var changed = false;
    function fix(text) {
      return text.replace(TOKEN, function (w) {
        var meant = typo(lang, normal(lang, w));
        if (meant === null) return w;
        changed = true;
        return meant;
      });
    }
    var out = {words: parsed.words.map(fix), phrases: parsed.phrases.map(fix)};
    return changed ? out : null;
  }

  function languageQuery(lang, parsed, spelling) {
    var title = "title_" + lang, text = "text_" + lang;
    // what was told (not how the question is framed), with what its shorthand stands for
    var joined = parsed.words.join(" "), typed = expand(lang, unframe(lang, joined));
    var words = analyse(lang, typed);
    if (!words.length) return null;
    if (spelling) words = words.map(function (alts) {  // a word none of whose readings is in the corpus
      if (alts.some(function (w) { return df("text", lang, w) || df("title", lang, w); })) return alts;
      for (var i = 0; i < alts.length; i++) { var f = near(lang, alts[i]); if (f) return [f]; }
      return alts;
    });
    var common = new Set(), all = 0;
    if (words.length > 1) {
      words.forEach(function (alts) { alts.forEach(function (w) { all++; if (df("text", lang, w) > W.common_share * count(lang)) common.add(w); }); });
      if (common.size === all) common = new Set();
    }
    var terms = [];
    words.forEach(function (alts) { alts.forEach(function (w) { if (terms.indexOf(w) < 0) terms.push(w); }); });
    terms.sort();
    var own = [];  // the terms of the words as typed: the language is told by these
    if (typed !== joined) {
      analyse(lang, joined).forEach(function (alts) { alts.forEach(function (w) { if (own.indexOf(w) < 0) own.push(w); }); });
      own.sort();
    }
    var q = {lang: lang, clauses: [], allOf: [], terms: terms, typed: own, positions: words};
    words.forEach(function (alts) {
      alts.forEach(function (w) {
        q.clauses.push([title, w, W.boosts.title]);
        if (!common.has(w)) q.clauses.push([text, w, W.boosts.text]);
      });
    });
    var runs = words.length > 1 ? [typed] : [];
    parsed.phrases.forEach(function (ph) { if (ph.split(/\s+/).length > 1) runs.push(expand(lang, unframe(lang, ph))); });
    runs.forEach(function (run) {
      pairTerms(lang, run).forEach(function (pair) {
        q.clauses.push(["pairs_title_" + lang, pair, W.boosts.title_phrase]);
        q.clauses.push(["pairs_text_" + lang, pair, W.boosts.text_phrase]);
      });
    });
    return q;
  }
  /* Every word of analysed positions (a glossary term's), each in the title or the text. */
  function allWords(lang, words, boost) {
    var groups = [], flat = [];
    words.forEach(function (alts) {
      var g = [];
      alts.forEach(function (w) { ["title", "text"].forEach(function (kind) { g.push([kind + "_" + lang, w, boost * W.boosts[kind]]); }); flat.push(w); });
      groups.push(g);
    });
    return {groups: groups, words: flat};
  }

  /* ------------------------------------------------------------------ scoring (searcher.py) */
  function score(q, scores, weight) {
    weight = weight === undefined ? 1 : weight;
    q.clauses.forEach(function (c) {
      var p = postings(c[0], c[1]), b = c[2] * weight;
      for (var i = 0; i < p.docs.length; i++) scores.set(p.docs[i], (scores.get(p.docs[i]) || 0) + b * p.scores[i]);
    });
    q.allOf.forEach(function (groups, k) {
      if (q.glossed) {  /* a glossary term's: from its concept's part, once that is here */
        if (q.stored[k]) addStored(groups, q.stored[k], weight, scores);
        return;
      }
      var found = null;
      groups.forEach(function (g) {
        var mine = new Map();
        g.forEach(function (c) {
          var p = postings(c[0], c[1]), b = c[2] * weight;
          for (var i = 0; i < p.docs.length; i++) mine.set(p.docs[i], (mine.get(p.docs[i]) || 0) + b * p.scores[i]);
        });
        if (found === null) found = mine;
        else { var both = new Map(); found.forEach(function (s, d) { if (mine.has(d)) both.set(d, s + mine.get(d)); }); found = both; }
      });
      if (found) found.forEach(function (s, d) { scores.set(d, (scores.get(d) || 0) + s); });
    });
  }
  function languageWeights(queries) {
    var share = Object.create(null), best = 0;
    queries.forEach(function (q) {
      if (q.clauses.length && !(q.lang in share)) {
        var words = q.typed.length ? q.typed : q.terms;
        var k = words.filter(function (w) { return df("text", q.lang, w) || df("title", q.lang, w); }).length;
        share[q.lang] = words.length ? k / words.length : 0;
      }
    });
    Object.keys(share).forEach(function (l) { best = Math.max(best, share[l]); });
    var out = Object.create(null);
    if (!best) return out;
    Object.keys(share).forEach(function (l) { out[l] = Math.pow(share[l] / best, W.language_exponent); });
    return out;
  }
  var glossaryEnglish = null;
  /* The glossary's documents in its own language, once it is here. */
  function englishEntries() {
    var g = window.LAWSEARCH_GLOSSARY;
    if (!glossaryEnglish && g) {
      glossaryEnglish = new Set();
      Object.keys(g).forEach(function (d) { if (doc(+d).lang === D.source) glossaryEnglish.add(+d); });
    }
    return glossaryEnglish;
  }
  /* The parts of glossed/ a query's glossary terms read: asked for with what the rest of the
     query reads once its languages are weighed, not in a round of their own. */
  var GLOSSED_MISSING = new Set();
  function throughGlossary(q, available, weights) {
    var g = window.LAWSEARCH_GLOSSARY;
    if (!g) { MISSING.add("glossary"); return []; }  // asked for with the query's words
    englishEntries();
    var scores = new Map();
    score(q, scores);
    var concepts = [];
    scores.forEach(function (s, d) { if (glossaryEnglish.has(d)) concepts.push([s, d]); });
    if (!concepts.length) return [];
    concepts.sort(function (a, b) { return b[0] - a[0] || b[1] - a[1]; });
    var best = concepts[0][0];
    var labels = concepts.slice(0, W.glossary_concepts).filter(function (c) { return c[0] >= W.glossary_share * best; })
      .map(function (c) { return g[c[1]][0]; });
    var out = Object.create(null), order = [];
    labels.forEach(function (label) {
      Object.keys(g).forEach(function (d) {
        if (g[d][0] !== label) return;
        var lang = doc(+d).lang;
        if (lang === D.source || available.indexOf(lang) < 0) return;
        if (!out[lang]) { out[lang] = {lang: lang, clauses: [], allOf: [], terms: [], typed: [], positions: [], glossed: true, stored: []}; order.push(lang); }
        /* the terms' analysis, in the data (searchdata.documents_table), or the terms; what
           they find is in the concept's part of glossed/, and the lists of their words that a
           language read at full weight reads in their first concepts' */
        var part = glossedPart(label), full = (weights[lang] === undefined ? 1 : weights[lang]) >= 1;
        if (!part) GLOSSED_MISSING.add(glossedName(label));
        var named = typeof g[d][1] === "string" ? g[d][1].split(" ; ").slice(0, W.glossary_terms) : g[d][1];
        named.forEach(function (term, k) {
          var aw = allWords(lang, typeof term === "string" ? analyse(lang, term) : term, W.boosts.glossary);
          if (aw.groups.length) {
            out[lang].allOf.push(aw.groups);
            out[lang].stored.push(part ? (owned(part.all_of, d) || [])[k] || null : null);
            aw.words.forEach(function (w) {
              if (out[lang].terms.indexOf(w) < 0) out[lang].terms.push(w);
              var first = full ? home(lang, w) : undefined;
              if (first !== undefined && !glossedPart(first)) GLOSSED_MISSING.add(glossedName(first));
            });
          }
        });
      });
    });
    return order.map(function (l) { return out[l]; });
  }

  /* ------------------------------------------------------------------ grouping (rank.py) */
  var UNIT = /^(\d+)([A-Z])?(\d+)?((?:\([a-z]+\))*)$/;
  function parent(uid) {
    var m = UNIT.exec(uid);
    if (!m) return null;
    if (m[4]) { var groups = m[4].match(/\([a-z]+\)/g); groups.pop(); return m[1] + (m[2] || "") + (m[3] || "") + groups.join(""); }
    if (m[3]) return m[1] + (m[2] || "");
    if (m[2]) return m[1];
    return null;
  }
  function ancestors(key) {
    var i = key.indexOf("|"), work = key.slice(0, i), uid = key.slice(i + 1), out = [];
    if (work !== WORK || uid.indexOf("def:") === 0) return out;
    var c = parent(uid);
    while (c) { out.push(work + "|" + c); c = parent(c); }
    return out;
  }
  function group(hits) {
    var groups = new Map();
    hits.forEach(function (h) { if (!groups.has(h.key)) groups.set(h.key, {key: h.key, score: 0, hits: []}); groups.get(h.key).hits.push(h); });
    var own = new Map();
    groups.forEach(function (g) {
      var s = g.hits.map(function (h) { var w = owned(W.source_weight, h.source); return h.score * (w === undefined ? 0.5 : w); })
        .sort(function (a, b) { return b - a; });
      own.set(g.key, s[0] + W.others * s.slice(1).reduce(function (a, b) { return a + b; }, 0));
    });
    groups.forEach(function (g) { g.score = own.get(g.key); });
    own.forEach(function (s, key) { ancestors(key).forEach(function (a) { if (groups.has(a)) groups.get(a).score += W.children * s; }); });
    return Array.from(groups.values()).sort(function (a, b) { return b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0); });
  }

  /* ------------------------------------------------------------------ whole laws (laws.py) */
  var lawCache = new Map();
  /* A key's list of `term`, [law, score, …]: the laws' own text (`<xx>`) or the concepts'
     documents (`<xx>/concepts`, whose "laws" are the concepts), from the parts; null if not
     here yet. */
  function listOfKey(key, term, glossed) { return listOf(D.law_field + key, term, glossed); }
  function lawPostings(key, term, glossed) {
    var k = key + "\u0000" + term, hit = lawCache.get(k);
    if (hit) return hit;
    var flat = listOfKey(key, term, glossed), laws = [], scores = [];
    if (flat === null) return {laws: [], scores: []};
    for (var i = 0; i < flat.length; i += 2) { laws.push(flat[i]); scores.push(flat[i + 1] / D.score_scale); }
    hit = {laws: laws, scores: scores};
    lawCache.set(k, hit);
    return hit;
  }
  /* The laws that have any of the queries' terms, with their scores (Laws.scores); `documents`
     "" for the laws' own text, W.concept_documents for the concepts' documents. */
  function lawScores(queries, weights, documents) {
    var scores = new Map(), seen = new Set();
    queries.forEach(function (q) {
      var w = weights[q.lang] === undefined ? 1 : weights[q.lang];
      if (w < 1) return;  // a whole law is read in the query's likeliest language only
      var key = q.lang + (documents || "");
      q.terms.forEach(function (term) {
        var k = key + "\u0000" + term;
        if (seen.has(k)) return;
        seen.add(k);
        var p = lawPostings(key, term, q.glossed);
        for (var i = 0; i < p.laws.length; i++) scores.set(p.laws[i], (scores.get(p.laws[i]) || 0) + w * p.scores[i]);
      });
    });
    return scores;
  }
  /* The laws of a ranking's scores, best first (laws.ranked). */
  function ranked(scores) {
    return Array.from(scores.entries()).sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; })
      .map(function (e) { return e[0]; });
  }
  function lawNumber(key) {
    var i = key.indexOf("|"), uid = key.slice(i + 1), m = /^\d+/.exec(uid);
    return key.slice(0, i) === WORK && m && uid.indexOf("def:") !== 0 ? +m[0] : null;
  }
  /* ------------------------------------------------------- situations (situations.py) */
  var thesauri = Object.create(null);
  /* A language's laws' models as a search reads them (situationparts.py): their sizes, from the
     index; each term's counts in them beside its lists. */
  function situations(lang) {
    if (thesauri[lang]) return thesauri[lang];
    var core = owned(S.langs, lang);
    if (!core) return null;
    var laws = [], sizes = new Map(), total = 0;
    for (var i = 0; i < (core.sizes || []).length; i += 2) { laws.push(core.sizes[i]); sizes.set(core.sizes[i], core.sizes[i + 1]); }
    laws.forEach(function (law) { total += sizes.get(law); });
    return (thesauri[lang] = {lang: lang, laws: laws, sizes: sizes, total: total, counts: new Map()});
  }
  /* The pairs of neighbouring words of analysed positions (situations.pairs). */
  function pairsOf(positions) {
    var out = [];
    for (var i = 1; i < positions.length; i++)
      positions[i - 1].forEach(function (a) { positions[i].forEach(function (b) { out.push(a + " " + b); }); });
    return out;
  }
  /* How much `term` (a word, or a pair of neighbouring words) counts in each law's model
     (situations.model), beside its lists. Kept once read, never while its part is missing. */
  function modelCounts(m, term, glossed) {
    var got = m.counts.get(term);
    if (got) return got;
    var flat, space = term.indexOf(" ");
    if (space >= 0) {  /* a pair: W.pair_count for each line that has it, less for a law named later */
      var under = listOf(S.pairs_field + m.lang, term.slice(0, space));
      if (under === null) return new Map();
      got = new Map();
      (owned(under, term.slice(space + 1)) || []).forEach(function (c) {
        S.concepts[c].forEach(function (law, j) {
          law = +law;
          got.set(law, (got.get(law) || 0) + Math.pow(W.situation_decay, j) * W.pair_count);
        });
      });
      m.counts.set(term, got);
      return got;
    }
    flat = listOf(S.model_field + m.lang, term, glossed);
    if (flat === null) return new Map();
    got = new Map();
    for (var i = 0; i < flat.length; i += 2) got.set(flat[i], flat[i + 1]);
    m.counts.set(term, got);
    return got;
  }
  /* The laws under whose models the queries' words and pairs are likelier than under the whole
     thesaurus, with how much likelier (Situations.likelihood); a told story is read in the
     queries typed, not the glossary's. */
  function likelihood(queries, weights, told) {
    var scores = new Map(), mu = W.model_mu;
    queries.forEach(function (q) {
      var w = weights[q.lang] === undefined ? 1 : weights[q.lang];
      if (w < 1) return;  // a situation is told in one language: the query's likeliest
      if (told && !q.clauses.length) return;
      var m = situations(q.lang);
      if (!m || !m.total) return;
      var terms = new Map();
      q.terms.forEach(function (t) { terms.set(t, 1); });
      pairsOf(q.positions).forEach(function (p) { terms.set(p, 1); });
      var mine = new Map(), found = 0;
      Array.from(terms.keys()).sort().forEach(function (term) {
        var have = modelCounts(m, term, q.glossed);
        if (!have.size) return;
        var weight = terms.get(term), laws = Array.from(have.keys()).sort(function (x, y) { return x - y; }), sum = 0;
        found += weight;
        laws.forEach(function (law) { sum += have.get(law); });
        var expected = mu * sum / m.total;
        laws.forEach(function (law) {
          mine.set(law, (mine.get(law) || 0) + weight * Math.log(1 + have.get(law) / expected));
        });
      });
      m.laws.forEach(function (law) {
        var score = (mine.get(law) || 0) + found * Math.log(mu / (m.sizes.get(law) + mu));
        if (score > 0) scores.set(law, (scores.get(law) || 0) + w * Math.round(score * 1e6) / 1e6);
      });
    });
    return scores;
  }
  /* The laws of the concepts the queries fire (every word of a trigger among the query's), by
     triggers of minWords to maxWords words, with their scores (Situations.scores). */
  function situationScores(queries, weights, minWords, maxWords) {
    var found = new Map();
    queries.forEach(function (q) {
      var have = new Set(q.terms);
      if (!have.size) return;
      var w = weights[q.lang] === undefined ? 1 : weights[q.lang];
      if (w < 1) return;  // a situation is told in one language: the query's likeliest
      /* only a trigger with a word of the query in its rarest position can fire (each is
         beside the lists of those words): those */
      var lines = new Map();
      have.forEach(function (v) {
        (listOf(S.triggers_field + q.lang, v, q.glossed) || []).forEach(function (text) {
          var p = text.split(" ");
          if (!lines.has(text)) lines.set(text, {concept: +p[0], positions: p.slice(1).map(function (x) { return x.split("|"); })});
        });
      });
      /* a concept's score is its best trigger's: the order they are read in does not count */
      lines.forEach(function (l) {
        var t = l.positions, c = l.concept;
        if (t.length < minWords || t.length > maxWords) return;
        var fires = t.every(function (alts) { return alts.some(function (v) { return have.has(v); }); });
        if (!fires) return;
        var s = w * t.length, had = found.get(c);
        if (!had || s > had[0]) found.set(c, [s, S.concepts[c]]);
      });
    });
    var scores = new Map();
    found.forEach(function (v) {
      v[1].forEach(function (law, i) {
        law = +law;
        scores.set(law, (scores.get(law) || 0) + v[0] * Math.pow(W.situation_decay, i));
      });
    });
    return scores;
  }
  /* The laws of the concepts whose documents are most like the queries (Situations.like). */
  function conceptScores(queries, weights) {
    var found = lawScores(queries, weights, W.concept_documents), scores = new Map();
    ranked(found).slice(0, W.concepts_kept).forEach(function (n) {
      var score = found.get(n);
      S.concepts[n].forEach(function (law, i) {
        law = +law;
        scores.set(law, (scores.get(law) || 0) + score * Math.pow(W.situation_decay, i));
      });
    });
    return scores;
  }

  /* One result per law (and per unit outside the Laws) by the evidence of each kind (laws.fuse,
     rank.FUSION): the units' ranking gives each law the place and score of its best unit; each
     other kind scores laws itself. Each counts by rank and by score relative to its best. */
  function itemKey(key) {
    var law = lawNumber(key);
    return law === null ? key : WORK + "|" + law;
  }
  function fuse(groups, evidence, weights) {
    var items = new Map(), first = new Map();
    groups.forEach(function (g, i) {
      var key = itemKey(g.key);
      if (!items.has(key)) { items.set(key, {key: key, score: 0, groups: []}); first.set(key, [i, g.score]); }
      items.get(key).groups.push(g);
    });
    var kinds = [];
    evidence.forEach(function (e) {
      var w = owned(weights, e[0]) || [0, 0], scores = e[1];
      if (!scores.size || !(w[0] || w[1])) return;
      var order = new Map(), best = 0;
      ranked(scores).forEach(function (law, i) {
        order.set(law, i + 1);
        var key = WORK + "|" + law;
        if (!items.has(key)) items.set(key, {key: key, score: 0, groups: []});
      });
      scores.forEach(function (v) { if (v > best) best = v; });
      kinds.push([scores, order, best, w[0], w[1]]);
    });
    var u = owned(weights, "units") || [1, 0], bestUnit = 0;
    groups.forEach(function (g) { if (g.score > bestUnit) bestUnit = g.score; });
    var out = Array.from(items.values());
    out.forEach(function (item, i) {
      var fused = 0, f = first.get(item.key), law = lawNumber(item.key);
      if (f) {
        fused += u[0] / (W.fusion_k + f[0] + 1);
        if (bestUnit > 0) fused += u[1] * f[1] / bestUnit;
      }
      kinds.forEach(function (k) {
        if (law === null || !k[1].has(law)) return;
        fused += k[3] / (W.fusion_k + k[1].get(law));
        if (k[2] > 0) fused += k[4] * k[0].get(law) / k[2];
      });
      item.score = fused;
      item.order = i;
    });
    return out.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
  }

  function fullText(text, langs, limit) {
    var available = langs || LANGS.slice(), parsed = parse(text);
    /* Nothing is read before the parts of the query's words are here (impacts/<n>.js), then
       nothing the languages' weights choose before their lists are: what is fetched is then
       only what the query reads. */
    unweighed = false;
    READER.parts(text, languagesOf(text, available)).forEach(function (name) {
      var key = name.slice(name.indexOf("/") + 1);
      var here = name === "glossary" ? window.LAWSEARCH_GLOSSARY :
                 owned(window.LAWSEARCH_IMPACTS, key);
      if (!here) MISSING.add(name);
    });
    if (pending()) return [];
    function readAs(words, spelling) {
      var queries = [];
      languagesOf(text, available).forEach(function (lang) {
        var q = languageQuery(lang, words, spelling);
        if (q) queries.push(q);
      });
      return {queries: queries, weights: languageWeights(queries)};
    }
    function read(spelling) {
      GLOSSED_MISSING.clear();
      var got = readAs(parsed, spelling), queries = got.queries, weights = got.weights;
      // a typo in the language the query is likeliest in (or in any, if nothing matched) is
      // read as the word meant, in every reading of the query
      W.typed_langs.some(function (lang) {
        if (unweighed) return false;  // read once the weights are
        var present = queries.some(function (q) { return q.lang === lang; });
        if (!present || !((weights[lang] || 0) >= 1 || !Object.keys(weights).length)) return false;
        var mended = mend(lang, parsed);
        if (!mended) return false;
        got = readAs(mended, spelling);
        queries = got.queries;
        weights = got.weights;
        return true;
      });
      // an English query names the glossary's concepts in the other languages too, when it is
      // likeliest English
      queries.slice().forEach(function (q) {
        if (q.lang === D.source && (owned(weights, D.source) || 0) >= 1) queries = queries.concat(throughGlossary(q, available, weights));
      });
      return {queries: queries, weights: weights};
    }
    var got = read(false);
    if (pending()) return [];
    if (!Object.keys(got.weights).length) got = read(true);  // nothing matches: try a letter wrong
    if (pending()) return [];
    GLOSSED_MISSING.forEach(function (name) { MISSING.add(name); });
    var queries = got.queries, weights = got.weights;
    /* the lists of the glossary's terms are asked for here */
    var scores = new Map();
    queries.forEach(function (q) { score(q, scores, weights[q.lang] === undefined ? 1 : weights[q.lang]); });
    var top = Array.from(scores.entries()).sort(function (a, b) { return b[1] - a[1]; }).slice(0, LIMIT);
    var hits = top.map(function (e) { var d = doc(e[0]); d.score = e[1]; return d; });
    var found = new Set(hits.map(function (h) { return h.lang; })), terms = Object.create(null);
    queries.forEach(function (q) {
      if (!found.has(q.lang)) return;
      terms[q.lang] = terms[q.lang] || [];
      q.terms.forEach(function (t) { if (terms[q.lang].indexOf(t) < 0) terms[q.lang].push(t); });
    });
    var evidence = [["text", lawScores(queries, weights)],
                    ["word", situationScores(queries, weights, 1, 1)],
                    ["phrase", situationScores(queries, weights, 2, 99)],
                    ["situations", likelihood(queries, weights, parsed.words.length >= W.told_words)],
                    ["concepts", conceptScores(queries, weights)]];
    var kind = parsed.words.length >= W.told_words ? "told" : "named";
    var fused = fuse(group(hits), evidence, W.fusion[kind]);
    if (pending()) { guess(fused); return []; }
    return fused.slice(0, limit || 10).map(function (item) {
      var i = item.key.indexOf("|"), law = lawNumber(item.key);
      var units = item.groups.slice(0, W.units_shown).map(function (g) {
        return {id: g.key.slice(g.key.indexOf("|") + 1), score: g.score,
                matched: g.hits.map(function (h) { return {lang: h.lang, source: h.source}; })};
      });
      var matched = [];
      units.forEach(function (u) { u.matched.forEach(function (m) {
        if (!matched.some(function (x) { return x.lang === m.lang && x.source === m.source; })) matched.push(m);
      }); });
      return {work: item.key.slice(0, i), id: item.key.slice(i + 1), law: law === null ? null : String(law),
              score: item.score, terms: terms, units: units, matched: matched};
    });
  }

  /* A query that is a citation names its units; a citation of nothing is refused with what
     exists, as `lawsearch search` does (citations.js); any other query is searched. The query
     is first cut as the command line cuts it (citations.js's bound): `note` says what was cut,
     or is null; nothing reads more of it. */
  function query(text, langs, limit) {
    var bounded = window.LAWSEARCH_CITATIONS.bound(text || ""), note = bounded.note;
    text = bounded.text;
    if (!text || !text.trim()) return {results: [], refused: null, note: note};
    var cited = window.LAWSEARCH_CITATIONS.read(text);
    if (cited && cited.refused) return {results: [], refused: cited.refused, note: note};
    if (cited) {  /* the laws of the cited units, each with the units cited (Searcher._cited) */
      var laws = [], byLaw = Object.create(null);
      cited.units.forEach(function (id) {
        var law = /^\d+/.exec(id)[0];
        if (!byLaw[law]) {
          byLaw[law] = {work: WORK, id: law, law: law, score: 1, citation: true, terms: {}, matched: [], units: []};
          laws.push(byLaw[law]);
        }
        byLaw[law].units.push({id: id, score: 1, matched: []});
      });
      return {refused: null, results: laws, note: note};
    }
    return {results: fullText(text, langs, limit), refused: null, note: note};
  }
  function search(text, langs, limit) { return query(text, langs, limit).results; }

  /* Parts asked for (by `prepare`'s `fetch`), each with the promise of its batch's coming; and
     those come (or failed: a part that cannot be had reads as absent). */
  var ASKED = new Map(), CAME = new Set();
  /* Whether a part this run read is missing and has not come yet (asked for, or not). */
  function pending() {
    return Array.from(MISSING).some(function (n) { return !CAME.has(n); });
  }
  /* Fetch what answering `text` reads, with `fetch(names)` (the page's: a promise of the parts
     named, files under assets/search/ without ".js", each run when it arrives): the query is
     run, the parts it missed fetched, again until it misses none (the words of its languages,
     then their lists, then the glossary's terms'); resolves with its answer
     (`query`'s). A part another answer has asked for is waited for, not read as absent. */
  function prepare(text, langs, limit, fetch) {
    return new Promise(function (resolve) {
      var rounds = 0;
      (function round() {
        MISSING.clear();
        AHEAD.clear();
        var got = query(text, langs, limit);
        var missing = Array.from(MISSING).filter(function (n) { return !CAME.has(n); });
        if (!missing.length || ++rounds > 8) { resolve(got); return; }
        var wanted = missing.filter(function (n) { return !ASKED.has(n); });
        /* with them, the texts of the laws likeliest first (a guess: fetched, not waited for) */
        AHEAD.forEach(function (n) { if (!ASKED.has(n) && wanted.indexOf(n) < 0) wanted.push(n); });
        if (wanted.length) {
          var batch = fetch(wanted).then(function () { wanted.forEach(function (n) { CAME.add(n); }); });
          wanted.forEach(function (n) { ASKED.set(n, batch); });
        }
        Promise.all(Array.from(new Set(missing.map(function (n) { return ASKED.get(n); })))).then(round);
      })();
    });
  }
  /* What a query's first reading builds once, as steps the page may run each in a task of
     its own before the query (a phone stays answerable between them): each language's tables,
     shorthand and question-framing patterns, the last read with the query's words as the query
     reads them, and the glossary's entries in its own language. Caches of what the data says
     alone, never of a part: the query answers the same after them. */
  function warm(text, langs) {
    var t = window.LAWSEARCH_CITATIONS.bound(text).text;
    if (window.LAWSEARCH_CITATIONS.read(t)) return [];  // a citation reads none of it
    var joined = parse(t).words.join(" ");
    return languagesOf(t, langs || LANGS.slice()).map(function (lang) {
      return function () { table(lang); shorthandRules(lang); unframe(lang, joined); };
    }).concat([englishEntries]);
  }
  /* The part of assets/search/units/ that holds a unit's texts: its law's, or its section's. */
  function unitsFile(work, id) {
    if (id.indexOf("def:") === 0) return work + "-def";
    if (id.indexOf(":") > 0) return work + "-" + id.split(":")[1];
    return work + "-" + /^\d*/.exec(id)[0];
  }
  /* While the glossary's terms' parts are still coming: the texts of the first
     AHEAD_LAWS results of the answer read without them, which most often come first. */
  var AHEAD = new Set(), AHEAD_LAWS = 3;
  function guess(fused) {
    fused.slice(0, AHEAD_LAWS).forEach(function (item) {
      var key = item.groups.length ? item.groups[0].key : item.key, at = key.indexOf("|");
      AHEAD.add("units/" + unitsFile(key.slice(0, at), key.slice(at + 1)));
    });
  }

  /* Whether a word of a text of `lang` is one a query's `terms` found (the corpus words that
     read as each, beside its lists): what a result marks. */
  var finders = new Map();
  function finds(lang, terms) {
    var key = lang + "\u0000" + (terms || []).join(" "), got = finders.get(key);
    if (got) return got;
    var words = new Set(), stop = table(lang).stop;
    (terms || []).forEach(function (t) {
      var flat = listOf(FORMS + lang, t);
      if (flat === null) flat = glossedForms(lang, t);
      if (typeof flat === "string") flat.split(" ").forEach(function (w) { words.add(w); });
    });
    got = function (raw) { var w = normal(lang, raw); return !stop.has(w) && words.has(w); };
    finders.set(key, got);
    return got;
  }

  window.LAWSEARCH = {search: search, query: query, analyse: analyse, stem: porterStem,
                      prepare: prepare, warm: warm, finds: finds, unitsFile: unitsFile, home: home};
})();
