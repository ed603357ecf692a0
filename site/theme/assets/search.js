/* lawsearch's search in the browser: the same data, analysis and ranking as `lawsearch search`.
   The data (assets/search/index.js) is written from the search index by `lawsearch build`:
   each language's analysis of every word of the corpus, the impact lists (Whoosh's BM25F scores
   per term), and the ranking weights of lawsearch/search/rank.py; assets/search/situations.js
   the situations thesaurus's analysed triggers and glosses. This file ports, step by step,
   lawsearch/search/query.py, searcher.py, rank.py and laws.py; citations.js reads the citations. */
(function () {
  "use strict";
  var D = window.LAWSEARCH_INDEX, S = window.LAWSEARCH_SITUATIONS;
  var W = D.weights;
  var LIMIT = 200;
  var LANGS = ["tr", "da", "he", "en"];
  var TOKEN = /[\p{L}\p{N}_\p{M}\u0591-\u05c7]+(?:['’][\p{L}\p{N}_\p{M}]+)*/gu;
  var HEBREW = /[\u05d0-\u05ea]/;
  var HP = D.hebrew_prefixes;  /* lawsearch/lang/he/analysis.py's prefix letters and limits */
  /* The data's objects are keyed by words a user types: "constructor" or "__proto__" must find
     nothing, not what every object inherits. So every look-up by such a key goes through
     owned(), and the maps built here have no prototype. */
  var HAS = Object.prototype.hasOwnProperty;
  function owned(obj, key) { return obj != null && HAS.call(obj, key) ? obj[key] : undefined; }

  /* ------------------------------------------------------------------ analysis (per word) */
  var tables = Object.create(null);
  function table(lang) {
    if (tables[lang]) return tables[lang];
    var a = owned(D.analysis, lang) || {same: "", other: {}};
    var map = new Map();
    a.same.split(" ").forEach(function (w) { if (w) map.set(w, [[w]]); });
    Object.keys(a.other).forEach(function (w) { map.set(w, a.other[w]); });
    /* The lemmas themselves are known words too (Python's tables know them): a form the corpus
       lacks then finds its lemma as its longest known beginning ("gösterdi" → "göster"). */
    Object.keys(a.other).forEach(function (w) {
      a.other[w].forEach(function (pos) { pos.forEach(function (t) { if (!map.has(t)) map.set(t, [[t]]); }); });
    });
    var folded = new Map();
    if (lang === "tr") map.forEach(function (v, k) { var f = foldTr(k); if (!folded.has(f)) folded.set(f, v); });
    var longest = 0;
    map.forEach(function (v, k) { if (k.length > longest) longest = k.length; });
    /* the thesaurus's words no document has: whole words only, never a longer word's beginning
       (searchdata.trigger_words) */
    var exact = new Map(), e = a.exact || {same: "", other: {}};
    e.same.split(" ").forEach(function (w) { if (w) exact.set(w, [[w]]); });
    Object.keys(e.other).forEach(function (w) { exact.set(w, e.other[w]); });
    tables[lang] = {map: map, folded: folded, longest: longest, exact: exact,
                    stop: new Set(owned(D.stop_words, lang) || [])};
    return tables[lang];
  }
  function lowerTr(w) { return w.replace(/İ/g, "i").replace(/I/g, "ı").toLowerCase(); }
  function foldTr(w) { return w.replace(/[ıâîû]/g, function (c) { return D.fold_tr[c]; }); }
  function normal(lang, w) {
    if (lang === "tr") return lowerTr(w).split(/['’]/)[0];
    if (lang === "he") return w.replace(/[\u0591-\u05c7]/g, "");
    return w.toLowerCase();
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
  function unaccented(lang, w) { return owned(owned(D.unaccented, lang), accentFold(lang, w)); }
  function known(t, w) { return t.map.get(w) || (t.folded.size ? t.folded.get(foldTr(w)) : undefined); }

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
    if (lang === "da") {
      var parts = compound(t, w);
      if (parts) return [parts.map(function (p) { var a = t.map.get(p); return a && a[0] ? a[0][0] : p; })];
    }
    if (lang === "he") {
      var alts = [w];
      for (var n = 1; n <= HP.max && w.length - n >= HP.min_rest; n++) {
        if (HP.letters.indexOf(w[n - 1]) < 0) break;
        var rest = t.map.get(w.slice(n));
        if (rest) rest.forEach(function (pos) { pos.forEach(function (x) { if (alts.indexOf(x) < 0) alts.push(x); }); });
      }
      return [alts];
    }
    return [[lang === "tr" ? foldTr(w) : w]];
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
  var cache = new Map();
  function postings(field, term) {
    var k = field + "\u0000" + term, hit = cache.get(k);
    if (hit) return hit;
    var flat = owned(owned(D.impacts, field), term) || [], docs = [], scores = [], last = 0;
    for (var i = 0; i < flat.length; i += 2) { last += flat[i]; docs.push(last); scores.push(flat[i + 1] / D.score_scale); }
    hit = {docs: docs, scores: scores};
    cache.set(k, hit);
    return hit;
  }
  function df(field, term) { return postings(field, term).docs.length; }
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
  function languagesOf(text, available) {
    if (HEBREW.test(text)) return available.filter(function (l) { return l === "he"; });
    return available.filter(function (l) { return l === "tr" || l === "da" || l === "en"; });
  }
  /* ------------------------------------------------------------ spelling (spelling.py) */
  var MIN_LENGTH = 6, SPELLING_LANGS = ["tr", "da", "he"], nearCache = Object.create(null);
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
      var dfs = new Map(), byKey = new Map();
      ["text_" + lang, "title_" + lang].forEach(function (field) {
        Object.keys(owned(D.impacts, field) || {}).forEach(function (t) {
          if (t.length < MIN_LENGTH || t.indexOf(" ") >= 0) return;
          dfs.set(t, (dfs.get(t) || 0) + df(field, t));
        });
      });
      dfs.forEach(function (_, t) {
        var keys = deletions(t); keys.add(t);
        keys.forEach(function (k) { if (!byKey.has(k)) byKey.set(k, new Set()); byKey.get(k).add(t); });
      });
      n = nearCache[lang] = {dfs: dfs, byKey: byKey};
    }
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

  function languageQuery(lang, parsed, spelling) {
    var title = "title_" + lang, text = "text_" + lang;
    var words = analyse(lang, parsed.words.join(" "));
    if (!words.length) return null;
    if (spelling) words = words.map(function (alts) {  // a word none of whose readings is in the corpus
      if (alts.some(function (w) { return df(text, w) || df(title, w); })) return alts;
      for (var i = 0; i < alts.length; i++) { var f = near(lang, alts[i]); if (f) return [f]; }
      return alts;
    });
    var common = new Set(), all = 0;
    if (words.length > 1) {
      words.forEach(function (alts) { alts.forEach(function (w) { all++; if (df(text, w) > W.common_share * count(lang)) common.add(w); }); });
      if (common.size === all) common = new Set();
    }
    var terms = [];
    words.forEach(function (alts) { alts.forEach(function (w) { if (terms.indexOf(w) < 0) terms.push(w); }); });
    terms.sort();
    var q = {lang: lang, clauses: [], allOf: [], terms: terms};
    words.forEach(function (alts) {
      alts.forEach(function (w) {
        q.clauses.push([title, w, W.boosts.title]);
        if (!common.has(w)) q.clauses.push([text, w, W.boosts.text]);
      });
    });
    var runs = words.length > 1 ? [parsed.words.join(" ")] : [];
    parsed.phrases.forEach(function (ph) { if (ph.split(/\s+/).length > 1) runs.push(ph); });
    runs.forEach(function (run) {
      pairTerms(lang, run).forEach(function (pair) {
        q.clauses.push(["pairs_title_" + lang, pair, W.boosts.title_phrase]);
        q.clauses.push(["pairs_text_" + lang, pair, W.boosts.text_phrase]);
      });
    });
    return q;
  }
  function allWords(lang, text, boost) {
    var words = analyse(lang, text), groups = [], flat = [];
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
        var k = q.terms.filter(function (w) { return df("text_" + q.lang, w) || df("title_" + q.lang, w); }).length;
        share[q.lang] = q.terms.length ? k / q.terms.length : 0;
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
      Object.keys(g).forEach(function (d) { if (doc(+d).lang === "en") glossaryEnglish.add(+d); });
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
        if (lang === "en" || available.indexOf(lang) < 0) return;
        if (!out[lang]) { out[lang] = {lang: lang, clauses: [], allOf: [], terms: []}; order.push(lang); }
        g[d][1].split(" ; ").slice(0, 2).forEach(function (term) {
          var aw = allWords(lang, term, W.boosts.glossary);
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
    if (work !== "wbf-2017" || uid.indexOf("def:") === 0) return out;
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
  function lawPostings(lang, term) {
    var k = lang + "\u0000" + term, hit = lawCache.get(k);
    if (hit) return hit;
    var cut = lang.length - W.situation_documents.length;
    var lists = lang.slice(cut) === W.situation_documents ? situationDocuments(lang.slice(0, cut))
      : owned(D.laws, lang);
    var flat = owned(lists, term) || [], laws = [], scores = [];
    for (var i = 0; i < flat.length; i += 2) { laws.push(flat[i]); scores.push(flat[i + 1] / D.score_scale); }
    hit = {laws: laws, scores: scores};
    lawCache.set(k, hit);
    return hit;
  }
  /* The laws that have any of the queries' terms, best first (Laws.rank); `documents` "" for
     the laws' own text, W.situation_documents for the words of their situations. */
  function rankLaws(queries, weights, documents) {
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
    return Array.from(scores.entries()).sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; })
      .map(function (e) { return e[0]; });
  }
  function lawNumber(key) {
    var i = key.indexOf("|"), m = /^\d+/.exec(key.slice(i + 1));
    return key.slice(0, i) === "wbf-2017" && m ? +m[0] : null;
  }
  /* ------------------------------------------------------- situations (situations.py) */
  /* The concepts of the thesaurus the queries fire: every word of a trigger among the query's;
     the laws they name, best first (Situations.rank). */
  var triggerCache = Object.create(null);
  /* A language's triggers as [concept, positions], read once from their lines. */
  function triggersOf(lang) {
    if (!triggerCache[lang]) triggerCache[lang] = linesOf(S.triggers, lang);
    return triggerCache[lang];
  }
  /* A language's lines of triggers or glosses as [concept, positions], each word read from its
     place in base 36 in the language's words (situations.table). */
  function linesOf(table, lang) {
    var text = owned(table, lang), words = (owned(S.words, lang) || "").split(" ");
    return !text ? [] : text.split("\n").map(function (line) {
      var parts = line.split(" ");
      return [+parts[0], parts.slice(1).map(function (p) {
        return p.split("|").map(function (code) { return words[parseInt(code, 36)]; });
      })];
    });
  }
  /* Each law's situations' document of a language, as lists term -> [law, score, …] like
     D.laws (situations.documents and laws.bm25_rows): the words of the triggers (and glosses)
     of the concepts that name the law, each once a trigger, less for a law named later; BM25. */
  var documentCache = Object.create(null);
  function situationDocuments(lang) {
    if (documentCache[lang]) return documentCache[lang];
    var tf = new Map(), length = new Map();
    triggersOf(lang).concat(linesOf(S.glosses, lang)).forEach(function (t) {
      var words = new Set();
      t[1].forEach(function (alts) { alts.forEach(function (v) { words.add(v); }); });
      S.concepts[t[0]].forEach(function (law, i) {
        var share = Math.pow(W.situation_decay, i);
        law = +law;
        words.forEach(function (w) {
          var mine = tf.get(w);
          if (!mine) tf.set(w, mine = new Map());
          mine.set(law, (mine.get(law) || 0) + share);
        });
        length.set(law, (length.get(law) || 0) + share * words.size);
      });
    });
    var n = length.size, total = 0, lists = Object.create(null);
    length.forEach(function (v) { total += v; });
    var average = total / n, k1 = S.k1, b = S.b;
    tf.forEach(function (found, term) {
      var idf = Math.log(1 + (n - found.size + 0.5) / (found.size + 0.5)), flat = [];
      Array.from(found.keys()).sort(function (x, y) { return x - y; }).forEach(function (law) {
        var f = found.get(law), norm = k1 * (1 - b + b * length.get(law) / average);
        flat.push(law, Math.round(idf * f * (k1 + 1) / (f + norm) * D.score_scale));
      });
      lists[term] = flat;
    });
    return (documentCache[lang] = lists);
  }
  function rankSituations(queries, weights, minWords, maxWords) {
    var found = new Map();
    queries.forEach(function (q) {
      var have = new Set(q.terms);
      if (!have.size) return;
      var w = weights[q.lang] === undefined ? 1 : weights[q.lang];
      if (w < 1) return;  // a situation is told in one language: the query's likeliest
      triggersOf(q.lang).forEach(function (t) {
        if (t[1].length < minWords || t[1].length > maxWords) return;
        var fires = t[1].every(function (alts) { return alts.some(function (v) { return have.has(v); }); });
        if (!fires) return;
        var s = w * t[1].length, had = found.get(t[0]);
        if (!had || s > had[0]) found.set(t[0], [s, S.concepts[t[0]]]);
      });
    });
    var scores = new Map();
    found.forEach(function (v) {
      v[1].forEach(function (law, i) {
        law = +law;
        scores.set(law, (scores.get(law) || 0) + v[0] * Math.pow(W.situation_decay, i));
      });
    });
    return Array.from(scores.entries()).sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; })
      .map(function (e) { return e[0]; });
  }

  /* The units' ranking fused with the laws' by reciprocal rank (laws.fuse); `more` are other
     rankings of laws with their weights, whose laws join the results when none of their units
     is there. */
  function fuse(groups, laws, more, lawWeight) {
    var rankings = [[laws, lawWeight]].concat(more || []).map(function (r) {
      var rank = new Map();
      r[0].forEach(function (law, i) { rank.set(law, i + 1); });
      return [rank, r[1]];
    });
    groups = groups.slice();
    var units = groups.length;  // the groups of the units' ranking; those after it are laws added
    var present = new Set(groups.map(function (g) { return lawNumber(g.key); }));
    (more || []).forEach(function (r) {
      r[0].forEach(function (law) {
        if (present.has(law)) return;
        groups.push({key: "wbf-2017|" + law, score: 0, hits: []});
        present.add(law);
      });
    });
    groups.forEach(function (g, i) {
      var fused = i < units ? 1 / (W.fusion_k + i + 1) : 0, law = lawNumber(g.key);
      rankings.forEach(function (r) {
        if (law !== null && r[0].has(law)) fused += r[1] / (W.fusion_k + r[0].get(law));
      });
      g.score = fused;
      g.order = i;
    });
    return groups.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
  }

  function fullText(text, langs, limit) {
    var available = langs || LANGS.slice(), parsed = parse(text);
    function read(spelling) {
      var queries = [];
      languagesOf(text, available).forEach(function (lang) {
        var q = languageQuery(lang, parsed, spelling);
        if (!q) return;
        queries.push(q);
        if (lang === "en") queries = queries.concat(throughGlossary(q, available));
      });
      return queries;
    }
    var queries = read(false), weights = languageWeights(queries);
    if (!Object.keys(weights).length) {  // nothing matches: try a letter wrong
      queries = read(true);
      weights = languageWeights(queries);
    }
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
    // a query of W.told_words words or more is told, not named (rank.fusion_weights); in
    // languages of which the index has no law text (English before an import), its triggers of
    // several words weigh more
    var told = parsed.words.length >= W.told_words, textual = owned(D.langs, "wbf-2017") || [];
    var likeliest = Object.keys(weights).filter(function (lang) { return weights[lang] >= 1; });
    var textless = likeliest.length > 0 && likeliest.every(function (lang) { return textual.indexOf(lang) < 0; });
    return fuse(group(hits), rankLaws(queries, weights),
                [[rankSituations(queries, weights, 1, 1), W.fusion_situation_weight],
                 [rankSituations(queries, weights, 2, 99),
                  told && textless ? W.textless_told_phrase_weight : W.fusion_phrase_weight],
                 [rankLaws(queries, weights, W.situation_documents),
                  told ? W.told_situation_text_weight : W.fusion_situation_text_weight]],
                told ? W.told_law_weight : W.fusion_law_weight).slice(0, limit || 10).map(function (g) {
      var i = g.key.indexOf("|");
      return {work: g.key.slice(0, i), id: g.key.slice(i + 1), score: g.score, terms: terms,
              matched: g.hits.map(function (h) { return {lang: h.lang, source: h.source}; })};
    });
  }

  /* A query that is a citation names its units; a citation of nothing is refused with what
     exists, as `lawsearch search` does (citations.js); any other query is searched. */
  function query(text, langs, limit) {
    if (!text || !text.trim()) return {results: [], refused: null};
    var cited = window.LAWSEARCH_CITATIONS.read(text);
    if (cited && cited.refused) return {results: [], refused: cited.refused};
    if (cited) return {refused: null, results: cited.units.map(function (id) {
      return {work: "wbf-2017", id: id, score: 1, citation: true, terms: {}, matched: []};
    })};
    return {results: fullText(text, langs, limit), refused: null};
  }
  function search(text, langs, limit) { return query(text, langs, limit).results; }

  window.LAWSEARCH = {search: search, query: query, analyse: analyse};
})();
