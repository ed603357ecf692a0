/* lawsearch's search in the browser: the same data, analysis and ranking as `lawsearch search`.
   The data is written from the search index by `lawsearch build` (lawsearch/site/searchdata.py):
   assets/search/index.js what every search reads (the documents, the ranking weights of
   lawsearch/search/rank.py); in parts fetched as a query reads them, each language's analysis of
   every word of the corpus (lang/<xx>.js), each language's situations thesaurus (situations/<xx>.js)
   and the lists of Whoosh's BM25F scores by term (impacts/<n>.js). This file ports, step by step,
   lawsearch/search/query.py, searcher.py, rank.py and laws.py; citations.js reads the citations. */
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
  /* What reads a word of `lang` (lang/<xx>.js), or null: not here yet, or no such file. */
  function langData(lang) {
    var got = owned(window.LAWSEARCH_LANGS, lang);
    if (got === undefined && D.parts.lang.indexOf(lang) >= 0) MISSING.add("lang/" + lang);
    return got || null;
  }
  /* The situations thesaurus of `lang` (situations/<xx>.js), or null. */
  function situationsOf(lang) {
    var got = owned(window.LAWSEARCH_SITUATIONS, lang);
    if (got === undefined && D.parts.situations.indexOf(lang) >= 0) MISSING.add("situations/" + lang);
    return got || null;
  }

  /* ------------------------------------------------------------------ analysis (per word) */
  var tables = Object.create(null);
  function table(lang) {
    if (tables[lang]) return tables[lang];
    var data = langData(lang), a = (data && data.analysis) || {same: "", other: {}};
    var map = new Map();
    a.same.split(" ").forEach(function (w) { if (w) map.set(w, [[w]]); });
    Object.keys(a.other).forEach(function (w) { map.set(w, a.other[w]); });
    /* The lemmas themselves are known words too (Python's tables know them): a form the corpus
       lacks then finds its lemma as its longest known beginning ("gösterdi" → "göster"). */
    Object.keys(a.other).forEach(function (w) {
      a.other[w].forEach(function (pos) { pos.forEach(function (t) { if (!map.has(t)) map.set(t, [[t]]); }); });
    });
    var rules = lookup(lang), folded = new Map();
    if (rules.fold) map.forEach(function (v, k) { var f = fold(rules, k); if (!folded.has(f)) folded.set(f, v); });
    var longest = 0;
    map.forEach(function (v, k) { if (k.length > longest) longest = k.length; });
    /* the thesaurus's words no document has: whole words only, never a longer word's beginning
       (searchdata.trigger_words) */
    var exact = new Map(), e = a.exact || {same: "", other: {}};
    e.same.split(" ").forEach(function (w) { if (w) exact.set(w, [[w]]); });
    Object.keys(e.other).forEach(function (w) { exact.set(w, e.other[w]); });
    var made = {map: map, folded: folded, longest: longest, exact: exact, rules: rules,
                stop: new Set(owned(D.stop_words, lang) || [])};
    if (data) tables[lang] = made;  /* kept once its part is here */
    return made;
  }
  /* How each language looks a typed word up, as lawsearch/lang/<xx>/analysis.py declares it
     (LOOKUP; lang/analysis.py's lookup_rules and looked_up say what each rule means). */
  var RULES = Object.create(null);
  function lookup(lang) {
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
  function fold(rules, w) { return letters(rules.fold, w); }
  function normal(lang, w) {
    var r = lookup(lang);
    if (!r.keepCase) w = (r.lower ? letters(r.lower, w) : w).toLowerCase();
    if (r.endsAt) w = w.split(r.endsAt)[0];
    if (r.points) w = w.replace(r.points, "");
    return w;
  }
  /* A word typed without the language's accents ("kulorsvigt"): the corpus word it stands for
     (lawsearch/search/analysis.py's accent_fold and the store's table of such words). */
  function accentFold(lang, w) {
    var a = owned(D.accents, lang);
    if (!a) return w;
    w = Array.from(w).map(function (c) { var r = owned(a.letters, c); return r === undefined ? c : r; }).join("");
    a.pairs.forEach(function (p) { w = w.split(p[0]).join(p[1]); });
    return w;
  }
  function unaccented(lang, w) {
    var data = langData(lang);
    return owned(data && data.unaccented, accentFold(lang, w));
  }
  function known(t, w) { return t.map.get(w) || (t.folded.size ? t.folded.get(fold(t.rules, w)) : undefined); }

  /* A word the corpus does not have: its longest known beginning (as the lemma filter does),
     a Danish compound's parts, a Hebrew word without its prefix letters. No part longer than
     the longest known word is tried (none could be known), so a word of 100,000 letters costs
     no more than a long word does. */
  function unknown(lang, t, w) {
    var s = owned(D.lemma, lang) || {min_stem: 4, max_strip: null};
    var shortest = Math.max(s.min_stem, s.max_strip === null ? s.min_stem : w.length - s.max_strip);
    for (var end = Math.min(w.length - 1, t.longest); end >= shortest; end--) {
      if (s.endings && s.endings.indexOf(w.slice(end)) < 0) continue;  // only an inflection's
      var got = known(t, w.slice(0, end));
      if (got) return got;
    }
    if (t.rules.compounds) {
      var parts = compound(t, w);
      if (parts) return [parts.map(function (p) { var a = t.map.get(p); return a && a[0] ? a[0][0] : p; })];
    }
    var HP = t.rules.prefixes;
    if (HP) {
      var alts = [w];
      for (var n = 1; n <= HP.max && w.length - n >= HP.min_rest; n++) {
        if (HP.letters.indexOf(w[n - 1]) < 0) break;
        var rest = t.map.get(w.slice(n));
        if (rest) rest.forEach(function (pos) { pos.forEach(function (x) { if (alts.indexOf(x) < 0) alts.push(x); }); });
      }
      return [alts];
    }
    if (s.stemmer === "porter") return [[porterStem(w)]];
    return [[t.rules.fold ? fold(t.rules, w) : w]];
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
  function compound(t, w) {
    var best = null, bestShort = 0, head = null;
    /* a head is known only up to the longest word, and a link letter after it */
    for (var i = 3; i <= Math.min(w.length - 3, t.longest + 1); i++) {
      var h0 = w.slice(0, i), tail = w.slice(i), tailKnown = tail.length <= t.longest && t.map.has(tail);
      ["", "s", "e"].forEach(function (link) {
        if (link && !h0.endsWith(link)) return;
        var h = h0.slice(0, h0.length - link.length);
        if (h.length < 3 || !t.map.has(h)) return;
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
      var got = known(t, w) || t.exact.get(w);
      if (!got) { var typed = unaccented(lang, w); if (typed !== undefined) got = known(t, typed); }
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
  /* The impact lists and the whole-law lists come in parts by term (assets/search/impacts/<n>.js,
     searchdata.py's impact_bucket); a term whose part is not here yet reads as absent. */
  var BUCKETS = D.impact_buckets;
  function bucketOf(term) {  /* FNV-1a over the UTF-16 code units of the term's first word */
    var h = 0x811c9dc5, end = term.indexOf(" ");
    if (end < 0) end = term.length;
    for (var i = 0; i < end; i++) { h ^= term.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
    return h % BUCKETS;
  }
  /* The flat list of `term` in `field`, [] if it has none, null if its part is not here yet. */
  function listOf(field, term) {
    var b = bucketOf(term), part = owned(window.LAWSEARCH_IMPACTS, String(b));
    if (!part) { MISSING.add("impacts/" + b); return null; }
    return owned(owned(part, field), term) || [];
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
  /* In how many documents of `lang` `term` is, in their text or their title (`kind`): from the
     language's words (searchdata.document_counts), so that a query's languages are weighed
     before any of its lists arrive. */
  function df(kind, lang, term) {
    var data = langData(lang);
    return data ? owned((data.df || {})[kind], term) || 0 : 0;
  }
  var docsOfLang = Object.create(null);
  function count(lang) {
    if (docsOfLang[lang] === undefined) {
      var li = D.documents.langs.indexOf(lang);
      docsOfLang[lang] = D.documents.docs.filter(function (d) { return d[1] === li; }).length;
    }
    return docsOfLang[lang];
  }
  function doc(d) {
    var row = D.documents.docs[d];
    return {key: D.documents.keys[row[0]], lang: D.documents.langs[row[1]], source: D.documents.sources[row[2]]};
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
  function deletions(word) {
    var out = new Set();
    for (var i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
    return out;
  }
  function oneEdit(a, b) {
    if (a === b || Math.abs(a.length - b.length) > 1) return false;
    if (a.length === b.length) {
      var diff = 0;
      for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) diff++;
      return diff === 1;
    }
    var short = a.length < b.length ? a : b, long = a.length < b.length ? b : a;
    for (var j = 0; j < long.length; j++) if (long.slice(0, j) + long.slice(j + 1) === short) return true;
    return false;
  }
  /* The corpus word one edit from `word` (in most documents, then first), or null (Near). */
  function near(lang, word) {
    if (SPELLING_LANGS.indexOf(lang) < 0 || word.length < MIN_LENGTH - 1) return null;
    var n = nearCache[lang];
    if (!n) {
      /* the language's words of at least MIN_LENGTH letters and the documents each is in, its
         texts' then its titles' (searchdata.document_counts), as spelling.py reads them */
      var data = langData(lang);
      if (!data) return null;
      var dfs = new Map(), byKey = new Map();
      ["text", "title"].forEach(function (kind) {
        var counts = (data.df || {})[kind] || {};
        Object.keys(counts).forEach(function (t) {
          if (t.length >= MIN_LENGTH && t.indexOf(" ") < 0) dfs.set(t, (dfs.get(t) || 0) + counts[t]);
        });
      });
      var longest = 0;
      dfs.forEach(function (_, t) { if (t.length > longest) longest = t.length; });
      dfs.forEach(function (_, t) {
        var keys = deletions(t); keys.add(t);
        keys.forEach(function (k) { if (!byKey.has(k)) byKey.set(k, new Set()); byKey.get(k).add(t); });
      });
      n = nearCache[lang] = {dfs: dfs, byKey: byKey, longest: longest};
    }
    if (word.length > n.longest + 1) return null;  // no corpus word is one edit from it
    var keys = deletions(word), best = null;
    keys.add(word);
    keys.forEach(function (k) {
      (n.byKey.get(k) || new Set()).forEach(function (t) {
        if (!oneEdit(word, t)) return;
        if (best === null || n.dfs.get(t) > n.dfs.get(best) || (n.dfs.get(t) === n.dfs.get(best) && t < best)) best = t;
      });
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
  var framingCache = Object.create(null);
  function unframe(lang, text) {
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
    var data = langData(lang);
    if (!data) return null;
    var t = data.spelling || {words: "", valid: ""}, order = new Map(), byKey = new Map();
    t.words.split(" ").forEach(function (w, i) { if (w && !order.has(w)) order.set(w, i); });
    order.forEach(function (_, w) {
      if (w.length < MIN_LENGTH) return;
      var keys = deletions(w); keys.add(w);
      keys.forEach(function (k) { if (!byKey.has(k)) byKey.set(k, []); byKey.get(k).push(w); });
    });
    var longest = 0;
    order.forEach(function (_, w) { if (w.length > longest) longest = w.length; });
    return (typoCache[lang] = {order: order, byKey: byKey, valid: new Set(t.valid.split(" ")), longest: longest});
  }
  function swapped(a, b) {
    if (a.length !== b.length) return false;
    var diff = [];
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
  }
  /* The word a typo was meant for, or null (a word the documents have, or none one edit away). */
  function typo(lang, word) {
    if (W.typed_langs.indexOf(lang) < 0 || word.length < MIN_LENGTH - 1 || !/^\p{L}+$/u.test(word)) return null;
    var t = typoTable(lang);
    if (!t) return null;
    // no word is one edit from a longer one: a word of 100,000 letters costs no more than a short one
    if (t.order.has(word) || t.valid.has(word) || word.length > t.longest + 1) return null;
    var keys = deletions(word), best = null;
    keys.add(word);
    keys.forEach(function (k) {
      (t.byKey.get(k) || []).forEach(function (c) {
        if (c[0] !== word[0] || !(oneEdit(word, c) || swapped(word, c))) return;
        if (best === null || t.order.get(c) < t.order.get(best)) best = c;
      });
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
    q.allOf.forEach(function (groups) {
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
  function throughGlossary(q, available) {
    var g = D.documents.glossary;
    if (!glossaryEnglish) {
      glossaryEnglish = new Set();
      Object.keys(g).forEach(function (d) { if (doc(+d).lang === D.source) glossaryEnglish.add(+d); });
    }
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
        if (!out[lang]) { out[lang] = {lang: lang, clauses: [], allOf: [], terms: [], typed: [], positions: []}; order.push(lang); }
        /* the terms' analysis is in the data (searchdata.documents_table) */
        g[d][1].split(" ; ").slice(0, W.glossary_terms).forEach(function (term, i) {
          var aw = allWords(lang, g[d][2] ? g[d][2][i] : analyse(lang, term), W.boosts.glossary);
          if (aw.groups.length) {
            out[lang].allOf.push(aw.groups);
            aw.words.forEach(function (w) { if (out[lang].terms.indexOf(w) < 0) out[lang].terms.push(w); });
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
  /* A key's list of `term`, [law, score, …]: the laws' own text from the parts; the concepts'
     documents made here from the triggers; null if not here yet. */
  function listOfKey(key, term) {
    var i = key.indexOf("/");
    if (i < 0) return listOf(D.law_field + key, term);
    return key.slice(i) === W.concept_documents ? conceptList(key.slice(0, i), term) : [];
  }
  function lawPostings(key, term) {
    var k = key + "\u0000" + term, hit = lawCache.get(k);
    if (hit) return hit;
    var flat = listOfKey(key, term), laws = [], scores = [];
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
        var p = lawPostings(key, term);
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
  /* A language's situations as a search reads them, made once its part is here: its triggers'
     and its glosses' lines (the laws' models and the concepts' documents are made of both),
     each line's concept, which lines have each word, each concept's triggers, each concept's
     document's length, each law's model's size (situations.model). A line's words are read
     when a query reads the line (`line`), a term's counts when a query reads the term
     (`modelCounts`, `conceptList`): reading all of them for every search was most of a phone's
     work. */
  function situations(lang) {
    if (thesauri[lang]) return thesauri[lang];
    var data = situationsOf(lang);
    if (!data) return null;
    var words = (data.words || "").split(" "), code = new Map();
    words.forEach(function (w, i) { if (!code.has(w)) code.set(w, i); });
    var raw = data.triggers ? data.triggers.split("\n") : [], triggers = raw.length;
    if (data.glosses) raw = raw.concat(data.glosses.split("\n"));
    var concept = [], having = [], ofConcept = new Map(), length = new Map(), docs = 0, total = 0;
    var last = new Int32Array(words.length).fill(-1);  /* the last line each word was seen in */
    raw.forEach(function (text, i) {
      var space = text.indexOf(" "), c = +text.slice(0, space), distinct = 0, w = 0;
      concept.push(c);
      /* the line's words, each a number in base 36 ended by " " or "|" (read by hand: this is
         the one loop over every word of the thesaurus) */
      for (var j = space + 1; j <= text.length; j++) {
        var ch = j < text.length ? text.charCodeAt(j) : 32;
        if (ch !== 32 && ch !== 124) { w = w * 36 + (ch <= 57 ? ch - 48 : ch - 87); continue; }
        if (last[w] !== i) { last[w] = i; distinct++; (having[w] || (having[w] = [])).push(i); }
        w = 0;
      }
      length.set(c, (length.get(c) || 0) + distinct);
      if (i < triggers) { var mine = ofConcept.get(c); if (!mine) ofConcept.set(c, mine = []); mine.push(i); }
    });
    length.forEach(function (v) { docs += v; });
    var laws = [], sizes = new Map();
    for (var i = 0; i < (data.sizes || []).length; i += 2) { laws.push(data.sizes[i]); sizes.set(data.sizes[i], data.sizes[i + 1]); }
    laws.forEach(function (law) { total += sizes.get(law); });
    return (thesauri[lang] = {raw: raw, words: words, code: code, parsed: [], triggers: triggers,
                              concept: concept, having: having, ofConcept: ofConcept,
                              length: length, average: docs / length.size, laws: laws,
                              sizes: sizes, total: total, counts: new Map(), concepts: new Map()});
  }
  /* The lines of `m` that have `word`, in their order. */
  function linesWith(m, word) {
    var c = m.code.get(word);
    return c === undefined ? [] : m.having[c] || [];
  }
  /* Line `i` of `m` as its positions, each the readings of a word (situations.table's lines,
     each word by its place in base 36 in the language's words). */
  function line(m, i) {
    if (!m.parsed[i]) {
      var text = m.raw[i];
      m.parsed[i] = text.slice(text.indexOf(" ") + 1).split(" ").map(function (p) {
        return p.split("|").map(function (k) { return m.words[parseInt(k, 36)]; });
      });
    }
    return m.parsed[i];
  }
  /* The BM25 list of `term` over the concepts' documents of `lang` (situations.concept_documents,
     laws.bm25_rows): [concept, score, …]; null if the language's part is not here yet. Each
     concept's document is the words of its triggers (and gloss), each once a trigger. */
  function conceptList(lang, term) {
    var m = situations(lang);
    if (!m) return null;
    var got = m.concepts.get(term);
    if (got) return got;
    var found = new Map(), n = m.length.size, k1 = S.k1, b = S.b;
    linesWith(m, term).forEach(function (i) { var c = m.concept[i]; found.set(c, (found.get(c) || 0) + 1); });
    var idf = Math.log(1 + (n - found.size + 0.5) / (found.size + 0.5));
    got = [];
    Array.from(found.keys()).sort(function (x, y) { return x - y; }).forEach(function (doc) {
      var f = found.get(doc), norm = k1 * (1 - b + b * m.length.get(doc) / m.average);
      got.push(doc, Math.round(idf * f * (k1 + 1) / (f + norm) * D.score_scale));
    });
    m.concepts.set(term, got);
    return got;
  }
  /* The pairs of neighbouring words of analysed positions (situations.pairs). */
  function pairsOf(positions) {
    var out = [];
    for (var i = 1; i < positions.length; i++)
      positions[i - 1].forEach(function (a) { positions[i].forEach(function (b) { out.push(a + " " + b); }); });
    return out;
  }
  /* How much `term` (a word, or a pair of neighbouring words) counts in each law's model
     (situations.model): in each line that has it, once, the words of the triggers (and glosses)
     of the concepts that name the law, a pair W.pair_count, less for a law named later. */
  function modelCounts(m, term) {
    var got = m.counts.get(term);
    if (got) return got;
    got = new Map();
    var space = term.indexOf(" "), first = space < 0 ? term : term.slice(0, space),
        second = space < 0 ? null : term.slice(space + 1);
    linesWith(m, first).forEach(function (i) {
      var c = 1;
      if (second !== null) {
        var t = line(m, i), next = false;
        for (var k = 1; k < t.length && !next; k++) next = t[k - 1].indexOf(first) >= 0 && t[k].indexOf(second) >= 0;
        if (!next) return;
        c = W.pair_count;
      }
      S.concepts[m.concept[i]].forEach(function (law, j) {
        law = +law;
        got.set(law, (got.get(law) || 0) + Math.pow(W.situation_decay, j) * c);
      });
    });
    m.counts.set(term, got);
    return got;
  }
  /* The laws under whose models the queries' words and pairs are likelier than under the whole
     thesaurus, with how much likelier (Situations.likelihood); a told story's typed queries
     gain the words of the concepts most like them (Situations.feedback). */
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
      if (told) feedback(q).forEach(function (weight, t) { if (!terms.has(t)) terms.set(t, weight); });
      var mine = new Map(), found = 0;
      Array.from(terms.keys()).sort().forEach(function (term) {
        var have = modelCounts(m, term);
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
  /* The words of the concepts whose documents are most like a query, each weighing
     W.feedback times its count in their triggers over the most frequent word's. */
  function feedback(q) {
    var found = lawScores([q], (function () { var o = {}; o[q.lang] = 1; return o; })(), W.concept_documents);
    var top = new Set(ranked(found).slice(0, W.feedback_concepts)), counts = new Map(), most = 0;
    var m = situations(q.lang);
    if (m) top.forEach(function (n) {
      (m.ofConcept.get(n) || []).forEach(function (i) {
        line(m, i).forEach(function (alts) { alts.forEach(function (v) { counts.set(v, (counts.get(v) || 0) + 1); }); });
      });
    });
    counts.forEach(function (c) { if (c > most) most = c; });
    var out = new Map();
    counts.forEach(function (c, v) { out.set(v, W.feedback * c / most); });
    return out;
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
      var m = situations(q.lang);
      if (!m) return;
      /* only a trigger that has one of the query's words can fire: those, in their order */
      var lines = new Set();
      have.forEach(function (v) { linesWith(m, v).forEach(function (i) { if (i < m.triggers) lines.add(i); }); });
      Array.from(lines).sort(function (a, b) { return a - b; }).forEach(function (i) {
        var t = line(m, i), c = m.concept[i];
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
    /* Nothing is read before the words of the query's languages are here: what is fetched is
       then only what the query reads. */
    languagesOf(text, available).forEach(langData);
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
      var got = readAs(parsed, spelling), queries = got.queries, weights = got.weights;
      // a typo in the language the query is likeliest in (or in any, if nothing matched) is
      // read as the word meant, in every reading of the query
      W.typed_langs.some(function (lang) {
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
        if (q.lang === D.source && (owned(weights, D.source) || 0) >= 1) queries = queries.concat(throughGlossary(q, available));
      });
      return {queries: queries, weights: weights};
    }
    var got = read(false);
    if (!Object.keys(got.weights).length) got = read(true);  // nothing matches: try a letter wrong
    var queries = got.queries, weights = got.weights;
    /* the situations of the languages the query is read in with its whole weight are asked for
       with the lists of its words (a situation is read in the likeliest language only) */
    queries.forEach(function (q) { if (!(owned(weights, q.lang) < 1)) situationsOf(q.lang); });
    var scores = new Map();
    queries.forEach(function (q) { score(q, scores, weights[q.lang] === undefined ? 1 : weights[q.lang]); });
    if (pending()) return [];
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
    return fuse(group(hits), evidence, W.fusion[kind]).slice(0, limit || 10).map(function (item) {
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

  /* The parts `names` (files under assets/search/, without ".js") fetched, in parallel, each
     once; `then` when all are here (or failed: a part that cannot be had reads as absent). */
  /* Parts asked for (by `prepare`'s `fetch`): one that failed reads as absent. */
  var ASKED = new Set();
  /* Whether a part this run read is missing and not asked for yet. */
  function pending() {
    return Array.from(MISSING).some(function (n) { return !ASKED.has(n); });
  }
  /* Fetch what answering `text` reads, with `fetch(names)` (the page's: a promise of the parts
     named, files under assets/search/ without ".js", each run when it arrives): the query is
     run, the parts it missed fetched, again until it misses none (the words of its languages,
     then their lists, then the glossary's and the situations'); resolves with its answer
     (`query`'s). */
  function prepare(text, langs, limit, fetch) {
    return new Promise(function (resolve) {
      var rounds = 0;
      (function round() {
        MISSING.clear();
        var got = query(text, langs, limit);
        var wanted = Array.from(MISSING).filter(function (n) { return !ASKED.has(n); });
        if (!wanted.length || ++rounds > 8) { resolve(got); return; }
        wanted.forEach(function (n) { ASKED.add(n); });
        fetch(wanted).then(round);
      })();
    });
  }

  window.LAWSEARCH = {search: search, query: query, analyse: analyse, stem: porterStem,
                      prepare: prepare};
})();
