/* Citations typed into the search, read as `lawsearch search` reads them: the same units named,
   the same message for a citation of nothing ("no law 94; laws run 1–93"). A port, step by step,
   of lawsearch/citations/query.py (citation_query, candidates), resolve.py (resolution and why a
   unit is missing) and of the four grammars, lawsearch/lang/{tr,da,he,en}/citations.py, as far as
   a text of the length a query may have needs them (search.query.bound cuts longer ones).
   The units that exist are the ids the build writes into the search data (assets/search/index.js);
   each unit's parts are found from them. */
(function () {
  "use strict";
  /* Every message, whole, with its placeholders: the wording of the command line. */
  function N_(msgid) { return msgid; }  // a message id, translated where it is shown
  var MESSAGES = {
    noLaw: N_("no law {law}; laws run {first}–{last}"),
    noLaws: N_("no laws"),
    notDesignation: N_("{cid} is not a designation of a unit"),
    noPartOfLaw: N_("no {cid}; law {parent} has {parts}"),
    noPartOf: N_("no {cid}; {parent} has {parts}"),
    noPartsInLaw: N_("no {cid}; law {parent} has no parts"),
    noPartsIn: N_("no {cid}; {parent} has no parts"),
    endOfRange: N_("end of range: {why}"),
    thisOutside: N_("'this {form}' outside any unit"),
    relativeOutside: N_("relative reference {form} outside a unit it could be relative to"),
    backwards: N_("{text} runs backwards, from {first} to {last}: a range names its first unit first"),
    namesNothing: N_("{text} names nothing in the corpus"),
    andMore: N_("{problems}; and {count} more"),
    cutTo: N_("the query was cut to {what}"),
    cutBoth: N_("{first} and {second}"),
    cutCharacters: N_("its first {count} characters"),
    cutWords: N_("its first {count} words"),
    cutLetters: N_("words of at most {count} letters"),
    longExcerpt: N_("{text} ({count} characters)")
  };
  function say(key, values) {  // in the interface's language (assets/i18n.js)
    if (window.LAWSEARCH_UI) return window.LAWSEARCH_UI._(MESSAGES[key], values);
    return MESSAGES[key].replace(/\{(\w+)\}/g, function (m, k) { return values[k]; });
  }

  var LAW = "law", IN_LAW = "in-law", IN_SECTION = "in-section", IN_SUBSECTION = "in-subsection", THIS = "this";
  var ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"];

  /* ------------------------------------------------------------------ Python's ways with text */
  function chars(s) { return Array.from(s); }
  function count(n) { return n.toLocaleString("en-US"); }
  var NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
  /* repr() of a str: how a message quotes what was typed. */
  function repr(s) {
    var q = s.indexOf("'") >= 0 && s.indexOf('"') < 0 ? '"' : "'", out = q;
    chars(s).forEach(function (c) {
      var cp = c.codePointAt(0);
      if (c === "\\" || c === q) out += "\\" + c;
      else if (c === "\t") out += "\\t";
      else if (c === "\n") out += "\\n";
      else if (c === "\r") out += "\\r";
      else if (c !== " " && NOT_PRINTABLE.test(c))
        out += cp < 0x100 ? "\\x" + hex(cp, 2) : cp < 0x10000 ? "\\u" + hex(cp, 4) : "\\U" + hex(cp, 8);
      else out += c;
    });
    return out + q;
  }
  function hex(n, width) { var h = n.toString(16); while (h.length < width) h = "0" + h; return h; }
  /* query.excerpt: the text quoted whole when short, else its beginning and its length. */
  function excerpt(text) {
    var cs = chars(text);
    if (cs.length <= 60) return repr(text);
    return say("longExcerpt", {text: repr(cs.slice(0, 60).join("") + "…"), count: count(cs.length)});
  }
  /* Python's \d and \s (any decimal digit, Unicode's white space), which JavaScript's are not. */
  var ND = "\\p{Nd}", SP = "\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
  var S = "[" + SP + "]";
  var ALPHA = /\p{L}/u, ALNUM = /[\p{L}\p{N}]/u, DIGIT = /\p{Nd}/u, ASCII_DIGIT = /[0-9]/;
  function isDigits(s) { return /^\p{Nd}+$/u.test(s); }
  /* int() of a string of decimal digits of any script (each script's digits are ten in a row). */
  function pyInt(s) {
    var n = 0;
    chars(s).forEach(function (c) {
      var cp = c.codePointAt(0), start = cp;
      while (DIGIT.test(String.fromCodePoint(start - 1))) start--;
      n = n * 10 + (cp - start) % 10;
    });
    return n;
  }
  function strip(s, set) {
    var a = 0, b = s.length;
    while (a < b && set.indexOf(s[a]) >= 0) a++;
    while (b > a && set.indexOf(s[b - 1]) >= 0) b--;
    return s.slice(a, b);
  }
  var TRIM = new RegExp("^" + S + "+|" + S + "+$", "gu");
  function trim(s) { return s.replace(TRIM, ""); }  /* str.strip() */

  /* A pattern read at one position (Python's pattern.match(text, pos)). */
  function at(re, text, pos) { re.lastIndex = pos; return re.exec(text); }
  /* The first match from `pos` on, in the text cut at `end` (pattern.search(text, pos, end)). */
  function from(re, text, pos, end) {
    re.lastIndex = pos;
    return re.exec(end === undefined ? text : text.slice(0, end));
  }
  function all(re, text) {
    var out = [], m;
    re.lastIndex = 0;
    while ((m = re.exec(text))) { out.push(m); if (!m[0].length) re.lastIndex++; }
    return out;
  }
  /* A pattern from its source, or from the [source, flags] of a grammar's data. */
  function compile(src, flags) {
    return Array.isArray(src) ? new RegExp(src[0], flags + src[1]) : new RegExp(src, flags);
  }
  function sticky(src, flags) { return compile(src, "uy" + (flags || "")); }
  function global(src, flags) { return compile(src, "ug" + (flags || "")); }
  function span(m, group) { return m.indices.groups[group]; }

  /* lang/citations.py's Spans: stretches [start, end), in order, those that overlap merged. */
  function Spans(list) { this.starts = []; this.ends = []; (list || []).forEach(function (s) { this.add(s[0], s[1]); }, this); }
  function bisectLeft(a, x) { var lo = 0, hi = a.length; while (lo < hi) { var m = (lo + hi) >> 1; if (a[m] < x) lo = m + 1; else hi = m; } return lo; }
  function bisectRight(a, x) { var lo = 0, hi = a.length; while (lo < hi) { var m = (lo + hi) >> 1; if (x < a[m]) hi = m; else lo = m + 1; } return lo; }
  Spans.prototype.add = function (start, end) {
    if (end <= start) return;
    var i = bisectRight(this.ends, start), j = bisectLeft(this.starts, end);  /* overlapping only */
    if (i < j) { start = Math.min(start, this.starts[i]); end = Math.max(end, this.ends[j - 1]); }
    this.starts.splice(i, j - i, start);
    this.ends.splice(i, j - i, end);
  };
  Spans.prototype.overlaps = function (start, end) {
    var i = bisectLeft(this.starts, Math.max(end, start + 1)) - 1;
    if (i < 0) return false;
    if (end <= start) return this.starts[i] < start && start < this.ends[i];
    return this.ends[i] > start;
  };

  function designation(start, end, form, anchor, alternatives) {
    return {start: start, end: end, form: form, anchor: anchor || LAW, upto: null, alternatives: alternatives || []};
  }
  function found(start, end, designations) { return {start: start, end: end, designations: designations}; }

  /* ------------------------------------------------------------------ canonical ids (ids.py) */
  var ID = /^([1-9][0-9]?)([A-Z])?([1-9][0-9]?)?(?:\(([a-z]{1,2})\))?(?:\(([ivx]+)\))?$/;
  function parse(cid) {
    var m = ID.exec(cid);
    if (!m || (m[3] && !m[2]) || (m[5] && !m[4])) return null;
    return [m[1], m[2] || null, m[3] || null, m[4] || null, m[5] || null];
  }
  function render(parts) {
    return parts.map(function (v, level) { return v ? (level >= 3 ? "(" + v + ")" : v) : ""; }).join("");
  }
  function canonical(cid) { var p = parse(cid); return p ? render(p) : null; }
  function parentParts(parts) {
    var last = -1;
    parts.forEach(function (v, i) { if (v) last = i; });
    if (last <= 0) return null;
    var out = parts.slice();
    out[last] = null;
    return out;
  }
  function parentOf(cid) { var p = parse(cid); var q = p && parentParts(p); return q ? render(q) : null; }
  function sortKey(cid) {
    var c = parse(cid);
    return [+c[0], c[1] || "", c[2] ? +c[2] : 0, c[3] ? c[3].length : 0, c[3] || "",
            ROMAN.indexOf(c[4]) + 1];
  }
  function compareKeys(a, b) {
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
  }

  /* ------------------------------------------------------------------ the units (resolve.Units) */
  function Units(ids) {
    this.ids = new Set(ids);
    this.laws = ids.filter(isDigits).map(Number).sort(function (a, b) { return a - b; });
    this.ordered = ids.slice().sort(function (a, b) { return compareKeys(sortKey(a), sortKey(b)); });
    this.kids = null;
  }
  Units.prototype.has = function (cid) { return this.ids.has(cid); };
  Units.prototype.children = function (cid) {
    if (!this.kids) {
      var kids = this.kids = new Map();
      this.ordered.forEach(function (i) {
        var p = parentOf(i);
        if (!kids.has(p)) kids.set(p, []);
        kids.get(p).push(i);
      });
    }
    return (this.kids.get(cid) || []).slice();
  };
  Units.prototype.between = function (first, last) {
    if (isDigits(first) && isDigits(last))
      return this.laws.filter(function (n) { return +first <= n && n <= +last; }).map(String);
    var siblings = this.children(parentOf(first) || "");
    if (siblings.indexOf(last) >= 0 && siblings.indexOf(first) >= 0)
      return siblings.slice(siblings.indexOf(first), siblings.indexOf(last) + 1);
    return [first, last];
  };
  /* resolve.no_law: the number cut to its first twelve digits. */
  Units.prototype.noLaw = function (law) {
    var cs = chars(law);
    return say("noLaw", {law: cs.length <= 12 ? law : cs.slice(0, 12).join("") + "…",
                         first: this.laws[0], last: this.laws[this.laws.length - 1]});
  };
  /* resolve.decimal: a number's digits (of any script) in ASCII, without leading zeros. */
  function decimal(digits) {
    return chars(digits).map(function (c) { return String(pyInt(c)); }).join("").replace(/^0+/, "") || "0";
  }
  var LEADING_LAW = /^\p{Nd}+/u, HEADS = /[^\p{Nd}()]+|\p{Nd}+|\([^()]*\)|[()]/uy;
  /* Units.why_missing: why a designation names nothing, with what does exist. */
  Units.prototype.whyMissing = function (cid) {
    if (!this.laws.length) return say("noLaws", {});
    var m = LEADING_LAW.exec(cid);
    if (!m) return say("notDesignation", {cid: repr(cid)});
    var law = decimal(m[0]), last = String(this.laws[this.laws.length - 1]);
    if (law.length > last.length || this.laws.indexOf(+law) < 0) return this.noLaw(law);
    var parent = law, h;
    HEADS.lastIndex = m[0].length;
    while ((h = HEADS.exec(cid))) {  /* the nearest head of cid that exists */
      var head = law + cid.slice(m[0].length, HEADS.lastIndex);
      if (HEADS.lastIndex === cid.length || !this.has(head)) break;
      parent = head;
    }
    var isLaw = isDigits(parent), have = this.children(parent);
    if (have.length) return say(isLaw ? "noPartOfLaw" : "noPartOf", {cid: cid, parent: parent, parts: have.join(", ")});
    return say(isLaw ? "noPartsInLaw" : "noPartsIn", {cid: cid, parent: parent});
  };

  /* ------------------------------------------------------------------ resolving (resolve.py) */
  var GLUED = /^(\p{Nd}{1,2}(?:[A-Z](?:\p{Nd}{1,2})?)?)([a-z]+)$/u;
  var OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;  /* a decimal digit of another script than ASCII */
  function readings(form) {
    form = form.replace(/ /g, "").replace(OTHER_DIGIT, function (d) { return String(pyInt(d)); });
    var m = GLUED.exec(form), out = [];
    if (m) {
      for (var i = 1; i < m[2].length; i++)
        if (ROMAN.indexOf(m[2].slice(i)) >= 0) out.push(m[1] + "(" + m[2].slice(0, i) + ")(" + m[2].slice(i) + ")");
      out.push(m[1] + "(" + m[2] + ")");
    } else out.push(form);
    return out.map(canonical).filter(function (c) { return c !== null; });
  }
  /* What a designation can mean with no citing unit around it (a query stands in none). */
  function meanings(form, anchor) {
    if (anchor === LAW) return {cands: readings(form), why: null};
    if (anchor === THIS) return {cands: [], why: say("thisOutside", {form: form})};
    return {cands: [], why: say("relativeOutside", {form: repr(form)})};
  }
  function resolveDesignation(d, text, units) {
    var out = {start: d.start, end: d.end, text: text.slice(d.start, d.end), target: null, upto: null,
               problem: null, span: []};
    var forms = [[d.form, d.anchor]].concat(d.alternatives.map(function (a) { return Array.isArray(a) ? a : [a, d.anchor]; }));
    var options = [], problem = null;
    forms.forEach(function (f) {
      var got = meanings(f[0], f[1]);
      got.cands.forEach(function (c) { if (options.indexOf(c) < 0) options.push(c); });
      problem = problem || got.why;
    });
    var existing = options.filter(function (c) { return units.has(c); });
    if (!existing.length) {
      out.problem = options.length ? units.whyMissing(options[0]) : problem || units.whyMissing(d.form);
      return out;
    }
    out.target = existing[0];
    if (d.upto) {
      var end = resolveDesignation({start: d.upto.start, end: d.upto.end, form: d.upto.form, anchor: d.upto.anchor,
                                    upto: null, alternatives: d.upto.alternatives}, text, units);
      if (end.target === null) { out.problem = say("endOfRange", {why: end.problem}); out.target = null; }
      else {
        out.upto = end.target;
        out.span = units.between(out.target, end.target);
        out.end = Math.max(out.end, end.end);
        out.text = text.slice(out.start, out.end);
      }
    }
    return out;
  }
  function targetsOf(d) { return d.span.length ? d.span.slice() : d.target ? [d.target] : []; }
  function citationTargets(c) {
    var out = [];
    c.designations.forEach(function (d) { targetsOf(d).forEach(function (t) { if (out.indexOf(t) < 0) out.push(t); }); });
    return out;
  }





  /* The languages' grammars, in their column order (the search data's languages), built the
     first time a text is read: each language's lang/<xx>/citations.js (gathered in
     assets/search/grammars.js) is a function of A, F and L returning the function that reads a
     text. A.NAME and F.NAME are the patterns its Python grammar is written with (in the data as
     JavaScript reads them: lang/patterns.py), A's matching where a match must start, F's
     finding one anywhere; L holds these helpers. */
  var HELPERS = {LAW: LAW, IN_LAW: IN_LAW, IN_SECTION: IN_SECTION, IN_SUBSECTION: IN_SUBSECTION,
                 THIS: THIS, ROMAN: ROMAN, S: S, DIGIT: DIGIT, ASCII_DIGIT: ASCII_DIGIT,
                 chars: chars, isDigits: isDigits, pyInt: pyInt, strip: strip, trim: trim, at: at,
                 from: from, all: all, span: span, Spans: Spans,
                 designation: designation, found: found, parse: parse};
  var GRAMMARS = null;
  function grammars() {
    if (!GRAMMARS) {
      data();
      var written = window.LAWSEARCH_GRAMMARS || {}, patterns = C.grammars;
      GRAMMARS = C.languages.filter(function (code) {
        return Object.prototype.hasOwnProperty.call(written, code) && Object.prototype.hasOwnProperty.call(patterns, code);
      }).map(function (code) {
        var A = Object.create(null), F = Object.create(null);
        Object.keys(patterns[code]).forEach(function (name) {
          A[name] = sticky(patterns[code][name], "d");
          F[name] = global(patterns[code][name], "d");
        });
        return written[code](A, F, HELPERS);
      });
    }
    return GRAMMARS;
  }

  /* citations.cite: every citation in the text, each grammar's, the overlapping ones kept from
     the grammar whose citation starts first and is longest. */
  function cite(text, units) {
    var cands = [];
    grammars().forEach(function (grammar) {
      var got;
      try { got = grammar(text); } catch (e) { got = []; }  /* a grammar never raises */
      got.forEach(function (f) {
        var c = {text: text.slice(f.start, f.end), start: f.start, end: f.end,
                 designations: f.designations.map(function (d) { return resolveDesignation(d, text, units); })};
        c.problem = c.designations.some(function (d) { return d.problem; });
        cands.push(c);
      });
    });
    cands = cands.map(function (c, i) { c.order = i; return c; }).sort(function (a, b) {
      return a.start - b.start || (b.end - b.start) - (a.end - a.start) || (a.problem ? 1 : 0) - (b.problem ? 1 : 0) || a.order - b.order;
    });
    var out = [];
    cands.forEach(function (c) { if (!out.length || c.start >= out[out.length - 1].end) out.push(c); });
    return out;
  }

  /* ------------------------------------------------------------------ a query (citations/query.py) */
  var C = null, UNITS = null, LAW_WORDS = null;
  function data() {
    if (!C) {
      C = window.LAWSEARCH_CITATIONS_DATA;  /* assets/search/grammars.js */
      UNITS = new Units(C.ids);
      LAW_WORDS = C.law_words;
    }
  }
  function stripLawWord(text) {
    var lowered = text.toLowerCase();
    for (var i = 0; i < LAW_WORDS.length; i++) {
      var word = LAW_WORDS[i];
      if (lowered.startsWith(word) && (text.length === word.length || !ALPHA.test(text[word.length]) || word[0] === "§"))
        return text.slice(word.length);
    }
    return text;
  }
  var COMPACT = /^(\p{Nd}{1,2})([A-Z])?(\p{Nd}{1,2})?((?:\(?[a-z]{1,4}\)?)*)$/u;
  var CITED_SECTION = new RegExp("(?<=[0-9])" + S + "*([א-ט])(?![א-ת])", "gu");
  var SEPARATORS = new RegExp("[" + SP + "\\u00a0.\\-–]+", "gu");
  var ROMAN_RE = /^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)$/;
  /* query.candidates: canonical ids the text could mean, most likely first. */
  function candidates(text) {
    data();
    text = strip(trim(text), ".,;:");
    text = trim(text).replace(/['’][a-zçğıöşüİ]+$/iu, "");  /* tr.normalise_citation (İ: as IGNORECASE) */
    if (/[\u0590-\u05ff]/.test(text)) {  /* he.normalise_citation */
      var V = C.hebrew_letters;
      text = trim(text).replace(/^[בלוהמש]-?(?=חוק)/, "")
        .replace(CITED_SECTION, function (m, l) { return String.fromCharCode(64 + V[l]); })
        .replace(/\((יא|יב|[א-ט]|י)\)/g, function (m, l) {
          var v = 0; for (var i = 0; i < l.length; i++) v += V[l[i]];
          return "(" + String.fromCharCode(96 + v) + ")";
        });
    }
    text = stripLawWord(trim(text));
    text = text.replace(SEPARATORS, "").replace(/^(\p{Nd}+)([a-z])/u, function (m, d, l) { return d + l.toUpperCase(); });
    var m = COMPACT.exec(text);
    if (!m) return [];
    var base = m[1] + (m[2] || "") + (m[3] || "");
    var letters = [], g, parts = /\(([a-z]+)\)|([a-z]+)/g;
    while ((g = parts.exec(m[4]))) letters.push(g[1] || g[2]);
    var splits = [];
    if (!letters.length) splits = [[]];
    else if (letters.length === 2) splits = [letters];
    else if (letters.length === 1) {
      splits = [[letters[0]]];
      for (var i = 1; i < letters[0].length; i++)
        if (ROMAN_RE.test(letters[0].slice(i))) splits.push([letters[0].slice(0, i), letters[0].slice(i)]);
    }
    var out = [];
    splits.forEach(function (ps) {
      var cid = canonical(base + ps.map(function (p) { return "(" + p + ")"; }).join(""));
      if (cid !== null) out.push(cid);
    });
    return out.map(function (c, i) { return [c, i]; })
      .sort(function (a, b) { return (b[0].split("(").length - a[0].split("(").length) || a[1] - b[1]; })
      .map(function (x) { return x[0]; });
  }
  /* bounds.bound: the query cut as `lawsearch search` cuts it, to the limits lawsearch/bounds.py
     sets (the search data holds them, and the pattern of a word): its first characters, then
     its first words, each word to its first letters. {text, note}: the note says what was cut,
     as the command line does, or is null. Only the characters kept are ever read, however long
     the text. */
  var TOKENS = null;
  function prefix(text, n) {  /* the first n characters (code points) of text, or null if it has no more */
    var i = 0, end = 0;
    for (var c of text) {
      if (i++ === n) return text.slice(0, end);
      end += c.length;
    }
    return null;
  }
  function bound(text) {
    data();
    var B = C.bounds, cut = [], first = prefix(text, B.characters);
    if (first !== null) { text = first; cut.push(say("cutCharacters", {count: count(B.characters)})); }
    if (!TOKENS) TOKENS = global(B.tokens, "");
    var pieces = [], end = 0, n = 0, m, whole = true, long = false;
    TOKENS.lastIndex = 0;
    while ((m = TOKENS.exec(text))) {
      if (++n > B.words) { cut = [say("cutWords", {count: String(B.words)})]; whole = false; break; }
      pieces.push(text.slice(end, m.index));
      var word = prefix(m[0], B.letters);
      if (word !== null) long = true;
      pieces.push(word === null ? m[0] : word);
      end = m.index + m[0].length;
    }
    if (whole) pieces.push(text.slice(end));
    if (long) cut.push(say("cutLetters", {count: String(B.letters)}));
    if (!cut.length) return {text: text, note: null};
    return {text: pieces.join(""),
            note: say("cutTo", {what: cut.length > 1 ? say("cutBoth", {first: cut[0], second: cut[1]}) : cut[0]})};
  }
  function outside(text, found, bare) {  /* bare: no case ending glued on counts */
    var parts = [], pos = 0;
    found.forEach(function (c) {
      parts.push(text.slice(pos, c.start));
      pos = Math.max(pos, c.end);
      while (!bare && pos < text.length && (ALPHA.test(text[pos]) || text[pos] === "'" || text[pos] === "’")) pos++;
    });
    parts.push(text.slice(pos));
    return parts.join("");
  }
  function Refused(message) { this.message = message; }
  function targets(list) {
    var out = [];
    list.forEach(function (c) {
      var problems = c.designations.filter(function (d) { return d.problem; }).map(function (d) { return d.problem; });
      if (problems.length) {
        var head = problems.slice(0, 3).join("; ");
        throw new Refused(problems.length > 3 ? say("andMore", {problems: head, count: count(problems.length - 3)}) : head);
      }
      c.designations.forEach(function (d) {
        if (d.upto && d.target && (!d.span.length || compareKeys(sortKey(d.upto), sortKey(d.target)) < 0))
          throw new Refused(say("backwards", {text: excerpt(c.text), first: d.target, last: d.upto}));
      });
      citationTargets(c).forEach(function (t) { if (out.indexOf(t) < 0) out.push(t); });
    });
    if (!out.length) throw new Refused(say("namesNothing", {text: excerpt(list[0].text)}));
    return out;
  }
  var LEADING_NUMBER = new RegExp("^" + S + "*(" + ND + "+)", "u");
  var LATER_NUMBER = new RegExp("([-–,;/&])" + S + "*(" + ND + "+)", "gu");
  /* query._no_such_law: a law beyond the last, where the grammars read no citation. */
  function noSuchLaw(text) {
    var laws = UNITS.laws;
    if (!laws.length) return null;
    text = trim(text);
    var head = stripLawWord(text), numbers = [], m;
    if (head !== text) {
      m = LEADING_NUMBER.exec(head);
      if (m) numbers.push([m[1], false]);
    }
    LATER_NUMBER.lastIndex = 0;
    while ((m = LATER_NUMBER.exec(text))) numbers.push([m[2], "-–".indexOf(m[1]) >= 0]);
    var last = String(laws[laws.length - 1]);
    for (var i = 0; i < numbers.length; i++) {
      var law = decimal(numbers[i][0]);
      if (law.length > last.length || (law.length === last.length && law > last)) {
        var why = UNITS.noLaw(law);
        return numbers[i][1] ? say("endOfRange", {why: why}) : why;
      }
    }
    return null;
  }
  /* query.citation_query: the units a query names if the whole query is a citation, null if it
     is not one; a citation of nothing is refused with what does exist. */
  /* query.py's _SECTION_TYPED: a lower-case section letter after a query's first number. */
  var SECTION_TYPED = /^([^0-9]*?[0-9]{1,3})([a-h])(?![^0-9( .,;:)])/;
  function query(text) {
    data();
    text = bound(text).text;
    /* a section letter typed in lower case ("yasa 27b1") read as its capital, when that reads
       as a citation (query.py's citation_query) */
    var capital = text.replace(SECTION_TYPED, function (m, head, letter) { return head + letter.toUpperCase(); });
    if (capital !== text) {
      try {
        var got = wholeCitation(capital, true);  /* and nothing glued on: "27b3z" is no 27B3 */
        if (got) return got;
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
      }
    }
    return wholeCitation(text);
  }
  function wholeCitation(text, bare) {
    var list = cite(text, UNITS), why;
    if (list.length) {
      var rest = outside(text, list, bare);
      if (!ALNUM.test(rest)) return targets(list);
      if (!ALPHA.test(rest) && (why = noSuchLaw(text))) throw new Refused(why);
      return null;
    }
    var options = candidates(text);
    if (!options.length) {
      var head = stripLawWord(trim(text));
      if (head !== trim(text) && !ALPHA.test(head) && (why = noSuchLaw(text))) throw new Refused(why);
      return null;
    }
    for (var i = 0; i < options.length; i++) if (UNITS.has(options[i])) return [options[i]];
    throw new Refused(UNITS.whyMissing(options[0]));
  }
  /* {units: [...]} for a citation, {refused: message} for a citation of nothing, null else. */
  function read(text) {
    if (!text) return null;
    text = bound(text).text;  /* what follows reads no more than a query may have */
    if (!trim(text) || !DIGIT.test(text)) return null;
    try {
      var units = query(text);
      return units ? {units: units} : null;
    } catch (e) {
      if (e instanceof Refused) return {refused: e.message};
      throw e;
    }
  }

  /* The script a query is written in, as ISO 15924 names it: the first of `declared` (the
     languages' scripts) other than Latin that a letter of the text is in (query.py's _SCRIPTS,
     in the order it tries them), else Latin. The search reads a query in that script's
     languages. */
  var SCRIPTS = [["Arab", /(?=\p{L})\p{Script=Arabic}/u], ["Cyrl", /(?=\p{L})\p{Script=Cyrillic}/u],
                 ["Grek", /(?=\p{L})\p{Script=Greek}/u], ["Hebr", /(?=\p{L})\p{Script=Hebrew}/u]];
  function scriptOf(text, declared) {
    for (var i = 0; i < SCRIPTS.length; i++) {
      if (declared.indexOf(SCRIPTS[i][0]) >= 0 && SCRIPTS[i][1].test(text)) return SCRIPTS[i][0];
    }
    return "Latn";
  }
  /* The languages of `available` (codes; all by default) a query is read in: its script's. */
  function languagesOf(text, available) {
    data();
    available = available || C.languages;
    var script = scriptOf(text, available.map(function (l) { return C.scripts[l]; }));
    return available.filter(function (l) { return C.scripts[l] === script; });
  }

  /* Where a unit of the Laws is on the site, from its root: `27B1(a)` → laws/27.html#27B1a
     (lawsearch/site/anchors.py). */
  function href(id, root) {
    var law = /^\d+/.exec(id)[0];
    return root + "/laws/" + law + ".html" + (id === law ? "" : "#" + id.replace(/[()]/g, ""));
  }

  window.LAWSEARCH_CITATIONS = {read: read, bound: bound, candidates: candidates, parent: parentOf, messages: MESSAGES,
                                work: function () { data(); return C.work; }, href: href,
                                languagesOf: languagesOf};
})();
