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
  /* Python's comparison of two strings: by code points. */
  function before(a, b) {
    var x = chars(a), y = chars(b);
    for (var i = 0; i < Math.min(x.length, y.length); i++)
      if (x[i] !== y[i]) return x[i].codePointAt(0) < y[i].codePointAt(0);
    return x.length < y.length;
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
  function sticky(src, flags) { return new RegExp(src, "uy" + (flags || "")); }
  function global(src, flags) { return new RegExp(src, "ug" + (flags || "")); }
  function span(m, group) { return m.indices.groups[group]; }

  /* citations/spans.py: stretches [start, end), kept merged and in order. */
  function Spans(list) { this.starts = []; this.ends = []; (list || []).forEach(function (s) { this.add(s[0], s[1]); }, this); }
  function bisectLeft(a, x) { var lo = 0, hi = a.length; while (lo < hi) { var m = (lo + hi) >> 1; if (a[m] < x) lo = m + 1; else hi = m; } return lo; }
  function bisectRight(a, x) { var lo = 0, hi = a.length; while (lo < hi) { var m = (lo + hi) >> 1; if (x < a[m]) hi = m; else lo = m + 1; } return lo; }
  Spans.prototype.add = function (start, end) {
    if (end <= start) return;
    var i = bisectLeft(this.ends, start), j = bisectRight(this.starts, end);
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
  Spans.prototype.copy = function () { var o = new Spans(); o.starts = this.starts.slice(); o.ends = this.ends.slice(); return o; };

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
  Units.prototype.noLaw = function (law) {
    return say("noLaw", {law: law, first: this.laws[0], last: this.laws[this.laws.length - 1]});
  };
  Units.prototype.whyMissing = function (cid) {
    var c = parse(cid);
    if (!c) {
      var law = /^\p{Nd}+/u.exec(cid);
      if (law && this.laws.length && pyInt(law[0]) > this.laws[this.laws.length - 1]) return this.noLaw(String(pyInt(law[0])));
      return say("notDesignation", {cid: repr(cid)});
    }
    if (this.laws.indexOf(+c[0]) < 0) return this.laws.length ? this.noLaw(c[0]) : say("noLaws", {});
    var parent = parentParts(c);
    while (parent && !this.has(render(parent))) parent = parentParts(parent);
    var name = render(parent), isLaw = isDigits(name), have = this.children(name);
    if (have.length) return say(isLaw ? "noPartOfLaw" : "noPartOf", {cid: cid, parent: name, parts: have.join(", ")});
    return say(isLaw ? "noPartsInLaw" : "noPartsIn", {cid: cid, parent: name});
  };

  /* ------------------------------------------------------------------ resolving (resolve.py) */
  var GLUED = /^(\p{Nd}{1,2}(?:[A-Z](?:\p{Nd}{1,2})?)?)([a-z]+)$/u;
  function readings(form) {
    form = form.replace(/ /g, "");
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

  /* ------------------------------------------------------------------ Turkish (lang/tr/citations.py) */
  var TR = (function () {
    var LOW = "a-zçğıöşüâîû", UP = "A-ZÇĞİÖŞÜÂÎÛ", RO = "(?:xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)", APOS = "'’‘`´";
    var PAREN_ITEM = sticky("\\((?<item>[a-z]{1,2})\\)(?:\\((?<sub>" + RO + ")\\))?");
    var PAREN_SUB = sticky("\\((?<sub>" + RO + ")\\)");
    var GLUED_ITEM = sticky("(?<item>[a-l])(?<sub>" + RO + ")?(?![" + LOW + UP + "])");
    var SLASH_ITEM = sticky("/(?<item>[a-l])(?![" + LOW + UP + "0-9])");
    var SUFFIX = sticky("[" + APOS + "][" + LOW + "]+");
    var NOT_WORDCHAR_AFTER = sticky("(?![" + LOW + UP + "0-9])");
    var LAW_NUM = sticky("[0-9]{1,3}(?![0-9])");
    var SEC_GLUED = sticky("[A-H](?![" + UP + "])");
    var SEC_SPACED = sticky(" (?<sec>[A-H])(?![" + LOW + UP + "])");
    var SUBSEC = sticky("[0-9]{1,2}(?![0-9])");
    var SUBSEC_SPACED = sticky(" (?<sub>[0-9]{1,2})(?![0-9])");
    var REL_SEC = sticky("(?<sec>[A-H])(?<sub>[0-9]{1,2}(?![0-9]))?");
    var REL_NUM = sticky("[0-9]{1,2}(?![0-9])");
    var JOIN = sticky("" + S + "*," + S + "*(?:(?:ve|veya)" + S + "+)?|" + S + "+(?:ve|veya|ya da|ile)" + S + "+|" + S + "*[-–—]" + S + "*");
    var RANGE_AFTER_ILE = sticky("(?:[" + APOS + "][" + LOW + "]+)?" + S + "+arası|(?:[" + APOS + "][" + LOW + "]+)?" + S + "+arasında");
    var FROM_SUFFIX = sticky("[" + APOS + "](?:den|dan|ten|tan)" + S + "+");
    var TO_KADAR = sticky("[" + APOS + "](?:e|a|ye|ya|ne|na)" + S + "+kadar(?![" + LOW + "])");
    var WORD_CHARS = LOW + UP + "0-9";
    var LAW_WORD = global("(?<![" + LOW + "0-9])(?:yasalar|yasası|yasa)(?=" + S + "?[0-9])" + S + "?");
    var ORDINAL = "(?:[" + APOS + "]?(?:inci|ıncı|uncu|üncü|nci|ncı|ncu|ncü))";
    var ORD_LAW = global("(?<![" + LOW + "0-9.,/])(?<num>[0-9]{1,3})" + ORDINAL + S + "+(?<word>yasa[" + LOW + "]*)(?!" + S + "?[0-9])", "d");
    var ORD_BEFORE = global("(?:^|(?<=[^" + LOW + "0-9.,/]))(?<num>[0-9]{1,3})" + ORDINAL + "?(?<sep>" + S + "*," + S + "*|" + S + "+(?:ve|veya|ile)" + S + "+)$", "d");
    var THIS_RE = global("(?<![" + LOW + "0-9])bu" + S + "+(?:(?<law>yasa(?:nın|ya|da|dan|dak[iı]|yı|nin)?)|(?<sub>madde(?:ye|de|den|nin|yi|si)?))(?![" + LOW + "])(?!" + S + "?[0-9])", "d");
    var THIS_NOT = sticky("" + S + "+ve" + S + "+yönetmelik");
    var MADDE_BEFORE = global("(?<![" + LOW + "0-9])madde" + S + "+");
    var COUNTED = ["madde", "maddeler", "bent", "bentler"];
    var MADDE_AFTER = sticky("" + S + "+(?<w>(?:madde|bend|bent)[" + LOW + "]*)");
    var CUE = global("(?:(?<![" + LOW + "])bkz\\.?|yukarıda(?:ki)?|aşağıda(?:ki)?|(?<![" + LOW + "])önceki)" + S + "*$");
    var CLAUSE_END = sticky("" + S + "*(?:[).,;:\\]]|$)");
    var REL_START = global("(?<![" + WORD_CHARS + APOS + "/])(?:[A-H]|[0-9]|\\((?=[a-z]))");

    function lower(s) { return s.replace(/İ/g, "i").replace(/I/g, "ı").toLowerCase(); }
    /* Turkish lower case, one character for one character (offsets are kept). */
    function fold(text) {
      var out = "";
      for (var c of text) { var l = lower(c); out += l.length === c.length && chars(l).length === 1 ? l : c; }
      return out;
    }
    function D(start, end, form, anchor, kind, base, alternatives, hasSub, hasItem) {
      return {start: start, end: end, form: form, anchor: anchor, kind: kind, base: base || "",
              alternatives: alternatives || [], hasSub: !!hasSub, hasItem: !!hasItem, dot: false};
    }
    function items(text, pos, gluedOk) {
      var m = at(PAREN_ITEM, text, pos), out, end, s;
      if (m) {
        out = "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : "");
        end = m.index + m[0].length;
        if (!m.groups.sub && (s = at(PAREN_SUB, text, end))) { out += "(" + s.groups.sub + ")"; end = s.index + s[0].length; }
        return [end, out, []];
      }
      if (gluedOk) {
        m = at(SLASH_ITEM, text, pos);
        if (m) return [m.index + m[0].length, "(" + m.groups.item + ")", []];
        m = at(GLUED_ITEM, text, pos);
        if (m) {
          out = "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : "");
          var mend = m.index + m[0].length;
          end = mend;
          if (!m.groups.sub && (s = at(PAREN_SUB, text, end))) { out += "(" + s.groups.sub + ")"; end = s.index + s[0].length; }
          var alternatives = [];
          if (!m.groups.sub && end === mend && "aei".indexOf(m.groups.item) >= 0 && !at(SUFFIX, text, end)) alternatives = [""];
          return [end, out, alternatives];
        }
      }
      return [pos, "", []];
    }
    function lawDesig(text, pos, needSection) {
      var m = at(LAW_NUM, text, pos);
      if (!m) return null;
      var law = m[0], end = m.index + m[0].length, sec = "", sub = "", spaced = false, s, n;
      if ((s = at(SEC_GLUED, text, end))) { sec = s[0]; end = s.index + s[0].length; }
      else if ((s = at(SEC_SPACED, text, end))) { sec = s.groups.sec; end = s.index + s[0].length; spaced = true; }
      if (needSection && !sec) return null;
      if (sec) {
        if ((n = at(SUBSEC, text, end))) { sub = n[0]; end = n.index + n[0].length; }
        else if (spaced && (n = at(SUBSEC_SPACED, text, end)) && at(NOT_WORDCHAR_AFTER, text, n.index + n[0].length)) {
          sub = n.groups.sub; end = n.index + n[0].length;
        }
      }
      var base = law + sec + sub, it = items(text, end, !!sub);
      if (!sec && it[1]) it = [end, "", []];
      return D(pos, it[0], base + it[1], LAW, "law", base, it[2].map(function (a) { return base + a; }), !!sub, !!it[1]);
    }
    function relDesig(text, pos) {
      if (pos >= text.length) return null;
      var c = text[pos], d, m, it;
      if (ASCII_DIGIT.test(c)) {
        d = lawDesig(text, pos, true);
        if (d && (at(NOT_WORDCHAR_AFTER, text, d.end) || at(SUFFIX, text, d.end))) return d;
        m = at(REL_NUM, text, pos);
        if (!m) return null;
        it = items(text, m.index + m[0].length, false);
        if (!at(NOT_WORDCHAR_AFTER, text, it[0])) return null;
        d = D(pos, it[0], m[0] + it[1], IN_SECTION, "num", m[0], [], false, !!it[1]);
        if (text.startsWith(".", it[0]) && !it[1]) d.dot = true;
        return d;
      }
      if (c === "(") {
        if (!at(PAREN_ITEM, text, pos)) return null;
        it = items(text, pos, false);
        return D(pos, it[0], it[1], IN_SUBSECTION, "item", "", [], false, true);
      }
      m = at(REL_SEC, text, pos);
      if (!m) return null;
      var end = m.index + m[0].length, its = "";
      if (m.groups.sub) { it = items(text, end, false); end = it[0]; its = it[1]; }
      if (!at(NOT_WORDCHAR_AFTER, text, end)) return null;
      d = D(pos, end, m[0] + its, IN_LAW, m.groups.sub ? "secsub" : "letter", m[0], [], !!m.groups.sub, !!its);
      if (m.groups.sub && !its && text.startsWith(".", end)) d.dot = true;
      return d;
    }
    function toDesignation(d) { return designation(d.start, d.end, d.form, d.anchor, d.alternatives.slice()); }
    function parseList(text, low, first, parse) {
      var members = [[toDesignation(first), first]], prev = first, pos = first.end;
      for (;;) {
        var after = prev.dot && text.startsWith(".", pos) ? pos + 1 : pos;
        var frm = at(FROM_SUFFIX, low, after), nxt;
        if (frm && members[members.length - 1][0].upto === null) {
          nxt = parse(text, frm.index + frm[0].length);
          if (nxt && nxt.kind === prev.kind && at(TO_KADAR, low, nxt.end)) {
            members[members.length - 1][0].upto = toDesignation(nxt);
            pos = nxt.end;
            break;
          }
        }
        var suf = at(SUFFIX, low, after);
        if (suf) after = suf.index + suf[0].length;
        var sep = at(JOIN, low, after);
        if (!sep) break;
        var sepEnd = sep.index + sep[0].length;
        nxt = parse(text, sepEnd);
        if (!nxt && prev.anchor === LAW && prev.hasSub) {
          var m = at(PAREN_ITEM, text, sepEnd);
          if (m && at(NOT_WORDCHAR_AFTER, text, m.index + m[0].length)) {
            var it = items(text, sepEnd, false);
            nxt = D(sepEnd, it[0], prev.base + it[1], LAW, "law", prev.base, [], true, true);
          }
        }
        if (!nxt || nxt.anchor !== prev.anchor) break;
        var word = trim(sep[0]);
        var isRange = word === "-" || word === "–" || word === "—" || (word === "ile" && at(RANGE_AFTER_ILE, low, nxt.end));
        if (isRange) {
          if (members[members.length - 1][0].upto !== null || nxt.kind !== prev.kind) break;
          if (prev.anchor === LAW && prev.hasSub && !prev.hasItem && isDigits(nxt.form))
            nxt.form = prev.base.replace(/[0-9]+$/, "") + nxt.form;
          members[members.length - 1][0].upto = toDesignation(nxt);
        } else members.push([toDesignation(nxt), nxt]);
        prev = nxt;
        pos = nxt.end;
      }
      return [members, pos];
    }
    function lawCitations(text, low) {
      var out = [], taken = 0;
      all(LAW_WORD, low).forEach(function (w) {
        if (w.index < taken) return;
        var first = lawDesig(text, w.index + w[0].length);
        if (!first) return;
        var got = parseList(text, low, first, function (t, p) { return lawDesig(t, p); });
        out.push(found(w.index, got[1], got[0].map(function (x) { return x[0]; })));
        taken = got[1];
      });
      return out;
    }
    function ordinalCitations(text, low, spans) {
      var out = [];
      all(ORD_LAW, low).forEach(function (m) {
        var mEnd = m.index + m[0].length;
        if (spans.overlaps(m.index, mEnd)) return;
        var nums = [span(m, "num")], start = m.index;
        for (;;) {
          var b = from(ORD_BEFORE, low, Math.max(0, start - 40), start);
          if (!b || spans.overlaps(b.index, start)) break;
          nums.unshift(span(b, "num"));
          start = b.index;
        }
        out.push(found(start, mEnd, nums.map(function (n) { return designation(n[0], n[1], text.slice(n[0], n[1]), LAW); })));
      });
      return out;
    }
    function thisCitations(text, low, spans) {
      var out = [];
      all(THIS_RE, low).forEach(function (m) {
        var end = m.index + m[0].length;
        if (spans.overlaps(m.index, end) || at(THIS_NOT, low, end)) return;
        var s = m.groups.law !== undefined ? span(m, "law") : span(m, "sub");
        out.push(found(m.index, end, [designation(s[0], s[1], m.groups.law !== undefined ? "law" : "subsection", THIS)]));
      });
      return out;
    }
    function relativeCitations(text, low, spans) {
      var out = [], pos = 0;
      for (;;) {
        var m = from(REL_START, text, pos);
        if (!m) break;
        pos = m.index + 1;
        if (spans.overlaps(m.index, m.index + 1)) continue;
        var first = relDesig(text, m.index);
        if (!first || spans.overlaps(first.start, first.end)) continue;
        var before = low.slice(Math.max(0, first.start - 30), first.start);
        var maddeBefore = from(MADDE_BEFORE, low, Math.max(0, first.start - 12), first.start);
        if (maddeBefore && maddeBefore.index + maddeBefore[0].length !== first.start) maddeBefore = null;
        var cue = from(CUE, before, 0) !== null;
        var current = spans;
        var got = parseList(text, low, first, function (t, p) {
          var d = relDesig(t, p);
          return !d || current.overlaps(d.start, d.end) ? null : d;
        });
        var members = got[0], end = got[1];
        var designations = members.map(function (x) { return x[0]; });
        var lastRaw = members[members.length - 1][1];
        var after = lastRaw.dot && text.startsWith(".", end) ? end + 1 : end;
        var maddeAfter = at(MADDE_AFTER, low, after);
        if (maddeAfter && lastRaw.kind === "num" && !lastRaw.hasItem && !lastRaw.dot && COUNTED.indexOf(maddeAfter.groups.w) >= 0)
          maddeAfter = null;
        var fStart, fEnd;
        if (maddeAfter || maddeBefore) {
          fStart = maddeBefore ? maddeBefore.index : first.start;
          fEnd = maddeAfter ? maddeAfter.index + maddeAfter[0].length : end;
        } else if (cue) {
          if (first.kind === "num") continue;
          if (lastRaw.kind === "letter" && !at(CLAUSE_END, text, end)) continue;
          fStart = first.start; fEnd = end;
        } else {
          var keep = [];
          for (var i = 0; i < members.length; i++) {
            var raw = members[i][1];
            if ((raw.kind !== "secsub" && raw.kind !== "law") || !(raw.hasSub || raw.hasItem)) break;
            keep.push(members[i][0]);
          }
          if (!keep.length) continue;
          designations = keep;
          fStart = first.start;
          fEnd = (keep[keep.length - 1].upto || keep[keep.length - 1]).end;
        }
        if (spans.overlaps(fStart, fEnd)) fStart = first.start;
        out.push(found(fStart, fEnd, designations));
        spans = spans.copy();
        spans.add(fStart, fEnd);
        pos = fEnd;
      }
      return out;
    }
    function spansOf(list) { return new Spans(list.map(function (f) { return [f.start, f.end]; })); }
    return function (text) {
      if (!text) return [];
      var low = fold(text);
      var out = lawCitations(text, low);
      out = out.concat(ordinalCitations(text, low, spansOf(out)));
      out = out.concat(thisCitations(text, low, spansOf(out)));
      out = out.concat(relativeCitations(text, low, spansOf(out)));
      return out.sort(function (a, b) { return a.start - b.start; });
    };
  })();

  /* ------------------------------------------------------------------ Danish (lang/da/citations.py) */
  var DA = (function () {
    var WS = "[ \\u00a0\\u202f\\u2007\\t]", LETTER = "A-Za-zÆØÅæøåÉéÜüÖöÄä", RO = "(?:xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)";
    var SIGN = global("§{1,2}" + WS + "*(?=" + ND + ")");
    var SIGN_AT = sticky("§{1,2}" + WS + "*(?=" + ND + ")");
    var LAW_NUM = sticky("" + ND + "{1,3}(?!" + ND + ")");
    var SEC_GLUED = sticky("[A-Z](?=" + ND + "|\\(|[a-z]|(?![" + LETTER + "]))");
    var SEC_SPACED = sticky(WS + "(?<sec>[A-H])(?=" + ND + ")");
    var SUBSEC = sticky("" + ND + "{1,2}(?!" + ND + ")");
    var PAREN_ITEM = sticky("\\((?<item>[a-z])\\)(?:\\((?<sub>" + RO + ")\\))?");
    var PAREN_SUB = sticky("\\((?<sub>" + RO + ")\\)");
    var GLUED_RUN = sticky("[a-z]{1,5}(?![" + LETTER + "])");
    var LETTERS_PAREN = sticky("[a-z]{1,5}\\(");
    var NOT_LETTER = sticky("(?![" + LETTER + "])");
    var LIST_SEP = sticky(WS + "*,(?:" + WS + "+(?:og|eller|samt)(?![" + LETTER + "]))?" + WS + "*|" +
                          WS + "+(?:og/eller|og|eller|samt|henholdsvis)" + WS + "+");
    var RANGE_SEP = sticky(WS + "*[-–—]" + WS + "*|" + WS + "+til(?:" + WS + "+og" + WS + "+med)?" + WS + "+");
    /* case-blind as Python's re.IGNORECASE, whose "i" is also "İ" and "ı" */
    var COUNT_WORDS = sticky(WS + "*(?:%|" + ("procent|kort|stik|spil|point|gange|minutter|borde|runder|træk|mapper|" +
                             "spillere|hænder|farver|matchpoint|imp").replace(/i/g, "[iİı]") + ")(?![" + LETTER + "])", "i");
    var THIS_RE = global("(?<![" + LETTER + "])(?<w>[Dd]enne" + WS + "+paragrafs?|[Dd]ette" + WS + "+punkts?)(?![" + LETTER + "])");
    var PUNKT_CUE = global("(?<![" + LETTER + "])(?:efter|i" + WS + "+henhold" + WS + "+til|iht\\.|jf\\.|ifølge|i|af)" + WS + "+$");
    var STK = global("(?<![" + LETTER + "])stk\\." + WS + "*(?=" + ND + ")");
    var CUE_BEFORE = global("(?<![" + LETTER + "])(?:afsnit|punkt)" + WS + "+(?=[A-H(])");
    var REL_LETTER = global("(?<![" + LETTER + ND + "§(])(?<sec>[A-H])(?<sub>" + ND + "{1,2}(?!" + ND + "))?");
    var REL_ITEM = global("(?<![" + LETTER + ND + "])\\((?<item>[a-z])\\)(?:\\((?<sub>" + RO + ")\\))?");
    var DOT_WORD = new RegExp("^\\." + S + "*[a-zæøå]", "u");
    var CUE_AFTER = sticky(WS + "+(?:ovenfor|nedenfor|ovenstående|nedenstående)(?![" + LETTER + "])");
    var LAW_HEADING = new RegExp("^§[ \\u00a0](" + ND + "{1,2})\\.[ \\u00a0]+([^" + SP + "].*)$", "u");

    function D(start, end, fields) {
      var d = {start: start, end: end, law: "", sec: "", sub: "", items: "", anchor: LAW, alternatives: []};
      Object.keys(fields || {}).forEach(function (k) { d[k] = fields[k]; });
      return d;
    }
    function form(d) { return d.anchor === IN_SECTION ? d.sub + d.items : d.law + d.sec + d.sub + d.items; }
    function toDesignation(d) { return designation(d.start, d.end, form(d), d.anchor, d.alternatives.slice()); }
    function gluedItems(run) {
      if (run.length === 1) return "(" + run + ")";
      if (ROMAN.indexOf(run.slice(1)) >= 0) return "(" + run[0] + ")(" + run.slice(1) + ")";
      return null;
    }
    function items(text, pos) {
      var m = at(PAREN_ITEM, text, pos), s;
      if (m) return [m.index + m[0].length, "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : "")];
      m = at(GLUED_RUN, text, pos);
      if (m) {
        var its = gluedItems(m[0]);
        if (its === null) return [pos, ""];
        var end = m.index + m[0].length;
        if (m[0].length === 1 && (s = at(PAREN_SUB, text, end))) { its += "(" + s.groups.sub + ")"; end = s.index + s[0].length; }
        return [end, its];
      }
      m = at(LETTERS_PAREN, text, pos);
      if (m && m[0].length === 2 && (s = at(PAREN_SUB, text, pos + 1))) return [s.index + s[0].length, "(" + text[pos] + ")(" + s.groups.sub + ")"];
      return [pos, ""];
    }
    function afterSection(text, d) {
      var end = d.end, n = at(SUBSEC, text, end);
      if (n) { d.sub = n[0]; end = n.index + n[0].length; }
      var it = items(text, end);
      if (it[1]) { d.items = it[1]; end = it[0]; }
      d.end = end;
      return d;
    }
    function lawDesig(text, pos) {
      var m = at(LAW_NUM, text, pos);
      if (!m) return null;
      var d = D(pos, m.index + m[0].length, {law: m[0]}), s = at(SEC_GLUED, text, d.end);
      if (s) { d.sec = s[0]; d.end = s.index + s[0].length; }
      else if ((s = at(SEC_SPACED, text, d.end))) { d.sec = s.groups.sec; d.end = s.index + s[0].length; }
      if (d.sec) afterSection(text, d);
      return d;
    }
    function continuation(text, pos, prev, inRange) {
      if (pos >= text.length) return null;
      var c = text[pos], m, d;
      if (inRange && c >= "a" && c <= "z" && prev.items && prev.sub) {
        m = at(GLUED_RUN, text, pos);
        var its = m ? gluedItems(m[0]) : null;
        if (its === null) return null;
        return D(pos, m.index + m[0].length, {law: prev.law, sec: prev.sec, sub: prev.sub, items: its});
      }
      if (DIGIT.test(c)) {
        d = lawDesig(text, pos);
        if (!d || !at(NOT_LETTER, text, d.end)) return null;
        if (d.sec) return d;
        if (at(COUNT_WORDS, text, d.end) || (text.startsWith(".", d.end) && DOT_WORD.test(text.slice(d.end, d.end + 3))))
          return null;
        if (prev.items) return null;
        if (prev.sub && pyInt(prev.sub) < pyInt(d.law) && pyInt(d.law) <= 9)
          return D(d.start, d.end, {law: prev.law, sec: prev.sec, sub: d.law, alternatives: [d.law]});
        return d;
      }
      if (c === "(") {
        m = at(PAREN_ITEM, text, pos);
        if (m && prev.items && prev.sub)
          return D(pos, m.index + m[0].length, {law: prev.law, sec: prev.sec, sub: prev.sub,
                                                 items: "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : "")});
        return null;
      }
      if (c >= "A" && c <= "Z" && prev.sec) {
        d = D(pos, pos + 1, {law: prev.law, sec: c});
        if (!at(SEC_GLUED, text, pos)) return null;
        afterSection(text, d);
        if (!at(NOT_LETTER, text, d.end)) return null;
        return d;
      }
      return null;
    }
    function isHeading(text, pos) {
      var lineStart = text.lastIndexOf("\n", pos - 1) + 1;
      if (pos === 0) lineStart = 0;
      if (strip(text.slice(lineStart, pos), " \t\u00a0")) return false;
      var lineEnd = text.indexOf("\n", pos);
      var line = text.slice(pos, lineEnd >= 0 ? lineEnd : text.length);
      return LAW_HEADING.test(line.replace(/\r+$/, ""));
    }
    function signCitations(text) {
      var out = [], taken = 0;
      all(SIGN, text).forEach(function (sign) {
        if (sign.index < taken || isHeading(text, sign.index)) return;
        var first = lawDesig(text, sign.index + sign[0].length);
        if (!first) return;
        var designations = [toDesignation(first)], prev = first, end = first.end;
        for (;;) {
          var rng = at(RANGE_SEP, text, end), sep = rng || at(LIST_SEP, text, end);
          if (!sep) break;
          var pos = sep.index + sep[0].length, again = at(SIGN_AT, text, pos), nxt;
          if (again) nxt = lawDesig(text, again.index + again[0].length);
          else nxt = continuation(text, pos, prev, !!rng && sep[0].indexOf("til") < 0);
          if (!nxt) break;
          if (rng) {
            if (designations[designations.length - 1].upto !== null) break;
            designations[designations.length - 1].upto = toDesignation(nxt);
          } else designations.push(toDesignation(nxt));
          prev = nxt;
          end = nxt.end;
        }
        out.push(found(sign.index, end, designations));
        taken = end;
      });
      return out;
    }
    function relative(text) {
      var out = [];
      all(THIS_RE, text).forEach(function (m) {
        var word = m.groups.w.split(new RegExp(S + "+", "u"))[0].toLowerCase(), f = word === "denne" ? "law" : "section";
        if (f === "section" && !from(PUNKT_CUE, text, Math.max(0, m.index - 20), m.index)) return;
        out.push(found(m.index, m.index + m[0].length, [designation(m.index, m.index + m[0].length, f, THIS)]));
      });
      all(STK, text).forEach(function (m) {
        var mEnd = m.index + m[0].length, n = at(SUBSEC, text, mEnd);
        if (!n || !at(NOT_LETTER, text, n.index + n[0].length)) return;
        var ds = [designation(n.index, n.index + n[0].length, n[0], IN_SECTION)], end = n.index + n[0].length;
        for (;;) {
          var rng = at(RANGE_SEP, text, end), sep = rng || at(LIST_SEP, text, end);
          if (!sep) break;
          var k = at(SUBSEC, text, sep.index + sep[0].length);
          if (!k || !at(NOT_LETTER, text, k.index + k[0].length) || at(COUNT_WORDS, text, k.index + k[0].length)) break;
          var d = designation(k.index, k.index + k[0].length, k[0], IN_SECTION);
          if (rng) { if (ds[ds.length - 1].upto !== null) break; ds[ds.length - 1].upto = d; }
          else ds.push(d);
          end = k.index + k[0].length;
        }
        out.push(found(m.index, end, ds));
      });
      var cued = new Map();
      all(CUE_BEFORE, text).forEach(function (m) { cued.set(m.index + m[0].length, m.index); });
      [[REL_LETTER, IN_LAW], [REL_ITEM, IN_SUBSECTION]].forEach(function (pair) {
        all(pair[0], text).forEach(function (m) {
          var d;
          if (pair[1] === IN_LAW) d = afterSection(text, D(m.index, m.index + 1, {sec: m.groups.sec, anchor: IN_LAW}));
          else d = D(m.index, m.index + m[0].length, {items: "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : ""),
                                                      anchor: IN_SUBSECTION});
          if (!at(NOT_LETTER, text, d.end)) return;
          var after = at(CUE_AFTER, text, d.end);
          if (cued.has(m.index)) out.push(found(cued.get(m.index), d.end, [toDesignation(d)]));
          else if (after) out.push(found(d.start, after.index + after[0].length, [toDesignation(d)]));
        });
      });
      return out;
    }
    return function (text) {
      if (!text) return [];
      var got = signCitations(text);
      var taken = new Spans(got.map(function (g) { return [g.start, g.end]; }));
      relative(text).forEach(function (f) { if (!taken.overlaps(f.start, f.end)) got.push(f); });
      got.sort(function (a, b) { return a.start - b.start || b.end - a.end; });
      var out = [];
      got.forEach(function (f) { if (!out.length || f.start >= out[out.length - 1].end) out.push(f); });
      return out;
    };
  })();

  /* ------------------------------------------------------------------ Hebrew (lang/he/citations.py) */
  var HE = (function () {
    var HEB = "\\u05d0-\\u05ea", SEC_LETTERS = "אבגדהוזח", LATIN = "ABCDEFGH";
    var RO = "(?:xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)", ITEM = "(?:יב|יא|[א-ט]|י)", GERESH = "'\\u05f3\\u2019";
    var PREFIX = "[ובלהמשכ]{1,3}-?", W = "\\p{L}\\p{N}_";
    var LAW_WORD = global("(?<![" + HEB + W + "])(?:" + PREFIX + ")?(?:חוקים|חוק)(?![" + HEB + "])");
    var SECTION_WORD = global("(?<![" + HEB + W + "])(?:" + PREFIX + ")?(?:סעיפים|סעיף)(?![" + HEB + "])");
    var SPACE = sticky("[ \\u00a0\\t]+");
    var THIS_WORD = sticky("[ \\u00a0]+זה(?![" + HEB + "])");
    var P_DIGITS = sticky(ND + "{1,4}");
    var P_LETTER = sticky("([" + SEC_LETTERS + "])[" + GERESH + "]?(?![" + HEB + "])");
    var P_LETTER_BEFORE_DIGIT = sticky("([" + SEC_LETTERS + "])[" + GERESH + "]?(?=" + ND + ")");
    var P_LETTER_JUNK = sticky("([" + SEC_LETTERS + "])[" + HEB + "](?=\\()");
    var P_LATIN = sticky("([A-H])(?![A-Za-z])");
    var P_ITEM = sticky("\\((" + ITEM + ")\\)");
    var P_ROMAN = sticky("\\((" + RO + ")\\)");
    var P_SPACED_LETTER = sticky("[ \\u00a0]([" + SEC_LETTERS.replace("ו", "") + "])[" + GERESH + "]?(?![" + HEB + W + "\\-])");
    var P_VAV_ONE = sticky("['\\u05f3]?ו['\\u05f3]");
    var LIST_SEP = sticky("[ \\u00a0]*,[ \\u00a0]*(?:ו-?)?|[ \\u00a0]+ו-?[ \\u00a0]?|[ \\u00a0]+או[ \\u00a0]+");
    var RANGE_SEP = sticky("[ \\u00a0]*[-–][ \\u00a0]*|[ \\u00a0]+עד[ \\u00a0]+");
    var RELATIVE_END = sticky("[ \\u00a0]+(?:לעיל|להלן|למטה|למעלה)(?![" + HEB + "])");
    var SEE = global("(?<![" + HEB + "])ו?ראו[ \\u00a0]+(?:גם[ \\u00a0]+)?(?=[" + SEC_LETTERS + "])");
    var COUNT = sticky("[ \\u00a0]*(?:%|קלפ|לקיח|לוח|נקוד|IMP|Matchpoint|שנ|דק|פעמ|שחקנ|סיבוב)");
    var BARE = global("(?<![" + W + HEB + "\\-(\\[])(?:(?<pre>[בל])-)?(?<d>" + ND + "{1,2}[" + SEC_LETTERS + "])(?![" + HEB + ND + "])", "d");
    var VALUES = null;
    function value(letter) { return VALUES[letter]; }
    function sectionPart(letter) { return String.fromCharCode(64 + value(letter)); }
    function itemPart(letters) { var v = 0; for (var i = 0; i < letters.length; i++) v += value(letters[i]); return String.fromCharCode(96 + v); }

    function Pieces(start) { this.start = start; this.end = start; this.items = []; }
    Pieces.prototype.shape = function () { return this.items.map(function (x) { return x[0]; }).join(""); };
    Pieces.prototype.values = function (kind) { return this.items.filter(function (x) { return x[0] === kind; }).map(function (x) { return x[1]; }); };

    function scan(text, pos, relative) {
      var p = new Pieces(pos), i = pos, n = text.length;
      while (i < n && p.items.length < 7) {
        var last = p.items.length ? p.items[p.items.length - 1][0] : "", m = null, c = text[i];
        if (DIGIT.test(c) && last !== "D") {
          m = at(P_DIGITS, text, i);
          if (m) p.items.push(["D", m[0]]);
        } else if (c >= "\u05d0" && c <= "\u05ea" && ["L", "I", "R"].indexOf(last) < 0) {
          m = ((last === "D" || (!p.items.length && relative)) ? at(P_LETTER, text, i) : null) || at(P_LETTER_BEFORE_DIGIT, text, i);
          if (m === null && relative && !p.items.length) m = at(P_LETTER_JUNK, text, i);
          if (m) {
            p.items.push(["L", sectionPart(m[1])]);
            var v = at(P_VAV_ONE, text, m.index + m[0].length);
            if (v && p.shape() === "L") { p.items.push(["D", "1"]); m = v; }
          }
        } else if (LATIN.indexOf(c) >= 0 && (last === "" || last === "D")) {
          m = at(P_LATIN, text, i);
          if (m) p.items.push(["L", m[1]]);
        } else if (c === "(" && last !== "R") {
          m = last === "I" ? at(P_ROMAN, text, i) : null;
          if (m) p.items.push(["R", m[1]]);
          else {
            m = last !== "I" ? at(P_ITEM, text, i) : null;
            if (m) p.items.push(["I", itemPart(m[1])]);
          }
        } else if ((c === " " || c === "\u00a0") && last === "D" && p.shape().indexOf("L") < 0) {
          m = at(P_SPACED_LETTER, text, i);
          if (m) p.items.push(["L", sectionPart(m[1])]);
        }
        if (m === null) break;
        i = m.index + m[0].length;
        p.end = i;
      }
      if (!p.items.length) return null;
      if ((p.items[0][0] === "I" || p.items[0][0] === "R") && !relative) return null;
      return p;
    }
    function lawOk(s) { return isDigits(s) && chars(s).length <= 2 && s[0] !== "0" && pyInt(s) >= 1 && pyInt(s) <= 93; }
    function numberOk(s) { return isDigits(s) && chars(s).length <= 2 && s[0] !== "0"; }
    function subOk(s) { return s === null || (s.length === 1 && s !== "0"); }
    function renderReading(law, letter, sub, item, roman, ok) {
      if (!(ok || lawOk)(law) || !subOk(sub)) return null;
      if (sub && !letter) return null;
      var out = law + (letter || "") + (sub || "");
      if (item) {
        if (!letter) return null;
        out += "(" + item + ")";
        if (roman) out += "(" + roman + ")";
      }
      return out;
    }
    function letterOf(digit) {
      var out = [];
      if (digit === "1") out.push("F");
      if (digit >= "1" && digit <= "8") out.push(LATIN[+digit - 1]);
      return out;
    }
    function lawReadings(p) {
      var shape = p.shape(), digits = p.values("D"), letters = p.values("L");
      var item = p.values("I")[0] || null, roman = p.values("R")[0] || null;
      if (!digits.length) return null;
      var letter = letters.length ? letters[0] : null;
      if (/^D(?:LD?)?(?:IR?)?$/.test(shape) && numberOk(digits[0]) && subOk(digits.length > 1 ? digits[1] : null) &&
          (!item || digits.length > 1)) {
        var f = renderReading(digits[0], letter, digits.length > 1 ? digits[1] : null, item, roman, numberOk);
        if (f) {
          var alts = [];
          if (digits.length === 2 && digits[0].length === 1 && digits[1].length === 1) {
            var a = renderReading(digits[1], letter, digits[0], item, roman);
            if (a) alts = [a];
          }
          return [f, alts];
        }
      }
      if (shape === "LD" && numberOk(digits[0])) return [digits[0] + letter, []];
      var ranked = [];
      function add(rank, law, let_, sub) {
        if (let_ === null && item) return;
        var r = renderReading(law, let_, sub, item, roman);
        if (r) ranked.push([rank, r]);
        if (item && let_ && sub === null)
          "123456789".split("").forEach(function (s) {
            var r2 = renderReading(law, let_, s, item, roman);
            if (r2) ranked.push([rank + 0.5, r2]);
          });
      }
      var s = digits.join(""), lostLetter = letter === null;
      var candLetters = letter ? [letter] : LATIN.split("");
      var splits = [];
      if (s.length === 1) splits.push([0, s, null, null]);
      else if (s.length === 2) splits.push([0, s, null, null], [1, s[1], s[0], null], [1, s[0], s[1], null]);
      else if (s.length === 3) {
        splits.push([0, s.slice(1), s[0], null], [1, s.slice(1), null, s[0]], [2, s.slice(0, 2), s[2], null]);
        if (s[0] === "1") splits.push([1.5, s.slice(1), null, null]);
      } else if (s.length === 4) splits.push([0, s.slice(2), s[0], s[1]], [2, s.slice(2), s[1], s[0]]);
      else return null;
      splits.forEach(function (sp) {
        var rank = sp[0], law = sp[1], sub = sp[2], standIn = sp[3];
        if (standIn !== null && lostLetter) {
          letterOf(standIn).forEach(function (let_, j) { add(rank + 0.1 * j, law, let_, sub); });
          LATIN.split("").forEach(function (let_) { add(rank + 0.3, law, let_, sub); });
        } else {
          candLetters.forEach(function (let_) { add(rank + (lostLetter ? 0.3 : 0), law, let_, sub); });
          if (standIn !== null && letter) add(rank + 0.2, law, letter, sub);
        }
      });
      ranked = ranked.map(function (r, i) { return [r[0], r[1], i]; })
        .sort(function (a, b) { return a[0] - b[0] || a[2] - b[2]; });
      var readingsOut = [];
      ranked.forEach(function (r) { if (readingsOut.indexOf(r[1]) < 0) readingsOut.push(r[1]); });
      if (!readingsOut.length) return null;
      var bestRank = ranked[0][0], laws = [];
      splits.forEach(function (sp) { if (lawOk(sp[1]) && laws.indexOf(sp[1]) < 0) laws.push(sp[1]); });
      if (lostLetter && bestRank >= 0.3 && laws.length) {
        var form = laws[0];
        return [form, readingsOut.concat(laws.slice(1)).filter(function (r) { return r !== form; })];
      }
      if (!lostLetter) return [readingsOut[0], readingsOut.slice(1)];
      return [readingsOut[0], readingsOut.slice(1).concat(laws.filter(function (l) { return readingsOut.indexOf(l) < 0; }))];
    }
    function relativeReadings(p, afterWord, prefixed) {
      var shape = p.shape(), digits = p.values("D"), letter = p.values("L")[0] || null;
      var item = p.values("I")[0] || null, roman = p.values("R")[0] || null;
      var tail = (item ? "(" + item + ")" : "") + (roman ? "(" + roman + ")" : "");
      if (shape === "I" || shape === "IR") return [IN_SUBSECTION, tail, []];
      if (shape[0] === "L" && !digits.length) {
        if (item) return [IN_LAW, letter + "1" + tail, "23456789".split("").map(function (s) { return letter + s + tail; })];
        return [IN_LAW, letter, [["(" + letter.toLowerCase() + ")", IN_SUBSECTION]]];
      }
      if (shape.indexOf("LD") === 0 && digits[0].length === 1) return [IN_LAW, letter + digits[0] + tail, []];
      if (shape.indexOf("DL") === 0 && digits[0].length === 1) {
        var asLaw = letter + digits[0] + tail, asItem = digits[0] + "(" + letter.toLowerCase() + ")";
        if (afterWord || prefixed || item) return [IN_LAW, asLaw, item ? [] : [[asItem, IN_SECTION]]];
        return [IN_SECTION, asItem, [[asLaw, IN_LAW]]];
      }
      if (shape[0] === "D" && !letter) {
        var d = digits[0];
        if (d.length === 1) return [IN_SECTION, d + tail, LATIN.split("").map(function (l) { return [l + d + tail, IN_LAW]; })];
        if (d.length === 2 && afterWord) {
          var forms = "BACDEFGH".split("").map(function (l) { return l + d[0] + tail; });
          if (d[1] !== "0") forms = forms.concat("BACDEFGH".split("").map(function (l) { return l + d[1] + tail; }));
          return [IN_LAW, forms[0], forms.slice(1)];
        }
      }
      return null;
    }
    function toDesignation(p, relative, afterWord, prefixed) {
      var digits = p.values("D"), r;
      if ((digits.length && digits[0].length === 2 && p.shape().indexOf("DL") === 0) || (!relative && digits.length)) {
        r = lawReadings(p);
        return r ? designation(p.start, p.end, r[0], LAW, r[1]) : null;
      }
      if (relative) {
        r = relativeReadings(p, afterWord, prefixed);
        return r ? designation(p.start, p.end, r[1], r[0], r[2]) : null;
      }
      return null;
    }
    function designations(text, pos, relative, afterWord, prefixed) {
      var out = [], inRange = false;
      for (;;) {
        var p = scan(text, pos, relative);
        if (!p) break;
        var d = toDesignation(p, relative, afterWord, prefixed);
        if (!d) break;
        if (d.anchor === LAW && p.shape() === "D" && at(COUNT, text, p.end)) break;
        if (inRange && out.length) out[out.length - 1].upto = d;
        else out.push(d);
        var nxt = null;
        for (var k = 0; k < 2; k++) {
          var sep = k ? RANGE_SEP : LIST_SEP, isRange = k === 1, m = at(sep, text, p.end);
          if (m) {
            var e = m.index + m[0].length;
            if (e < text.length && (DIGIT.test(text[e]) || (relative && (SEC_LETTERS + "(").indexOf(text[e]) >= 0))) {
              if (!scan(text, e, relative)) continue;
              if (isRange && (d.alternatives.length || inRange || out[out.length - 1].upto !== null)) isRange = false;
              nxt = [e, isRange];
              break;
            }
          }
        }
        if (!nxt) break;
        pos = nxt[0];
        inRange = nxt[1];
        if (inRange) {
          var q = scan(text, pos, relative), dq = q ? toDesignation(q, relative, afterWord, prefixed) : null;
          if (!dq || dq.alternatives.length || dq.anchor !== d.anchor) inRange = false;
        }
      }
      return out;
    }
    function skipSpace(text, pos) { var m = at(SPACE, text, pos); return m ? m.index + m[0].length : pos; }
    return function (text) {
      if (!text) return [];
      VALUES = window.LAWSEARCH_INDEX.citations.hebrew_letters;
      var out = [], taken = new Spans();
      function free(a, b) { return !taken.overlaps(a, b); }
      function keep(start, ds) {
        var last = ds[ds.length - 1].upto || ds[ds.length - 1], end = Math.max(last.end, ds[ds.length - 1].end);
        out.push(found(start, end, ds));
        taken.add(start, end);
      }
      all(LAW_WORD, text).forEach(function (word) {
        var wEnd = word.index + word[0].length;
        if (!free(word.index, wEnd)) return;
        var self = at(THIS_WORD, text, wEnd);
        if (self && word[0].endsWith("חוק")) {
          keep(word.index, [designation(wEnd - 3, self.index + self[0].length, "law", THIS)]);
          return;
        }
        var pos = skipSpace(text, wEnd);
        if (pos === wEnd || pos >= text.length || !(DIGIT.test(text[pos]) || LATIN.indexOf(text[pos]) >= 0)) return;
        var ds = designations(text, pos, false, true, false);
        if (ds.length) keep(word.index, ds);
      });
      all(SECTION_WORD, text).forEach(function (word) {
        var wEnd = word.index + word[0].length;
        if (!free(word.index, wEnd)) return;
        var self = at(THIS_WORD, text, wEnd);
        if (self && word[0].endsWith("סעיף")) {
          keep(word.index, [designation(wEnd - 4, self.index + self[0].length, "section", THIS)]);
          return;
        }
        var pos = skipSpace(text, wEnd);
        if (pos === wEnd || pos >= text.length) return;
        var ds = designations(text, pos, true, true, false);
        if (ds.length) keep(word.index, ds);
      });
      all(SEE, text).forEach(function (see) {
        var pos = see.index + see[0].length, p = scan(text, pos, true);
        if (!p || !free(pos, p.end) || !(at(RELATIVE_END, text, p.end) || p.shape().indexOf("I") >= 0)) return;
        var ds = designations(text, pos, true, true, false);
        if (ds.length) keep(pos, ds);
      });
      all(BARE, text).forEach(function (m) {
        var start = span(m, "d")[0];
        if (!free(m.index, m.index + m[0].length)) return;
        var ds = designations(text, start, true, false, m.groups.pre !== undefined);
        if (ds.length && free(start, ds[ds.length - 1].end)) keep(start, ds);
      });
      return out.sort(function (a, b) { return a.start - b.start; });
    };
  })();

  /* ------------------------------------------------------------------ English (lang/en/citations.py) */
  var EN = (function () {
    var DESIG = "(?<d>" + ND + "{1,2}(?!" + ND + ")(?:" + S + "?[A-H](?![A-Za-z]))?(?:" + S + "?" + ND + "{1,2}(?!" + ND + "))?" +
                "(?:" + S + "?\\((?:[a-l]|i{1,3}|iv|vi{0,3}|ix|x)\\)|" + S + "[a-l](?![A-Za-z])|(?<=" + ND + ")[a-l](?![A-Za-z]))?" +
                "(?:" + S + "?\\((?:i{1,3}|iv|vi{0,3}|ix|x)\\))?)";
    var ONE = sticky(DESIG);
    var WORD = global("(?<![\\p{L}\\p{N}_])(?:Laws?|L)(?=" + S + "?" + ND + ")" + S + "?", "i");
    var JOIN = sticky("" + S + "*(?:,|and|or|&)" + S + "*|" + S + "*(?:–|-|to)" + S + "*");
    var BARE = global("(?<![\\p{L}\\p{N}_(])(?<d>" + ND + "{1,2}[A-H]" + ND + "{0,2}(?:\\([a-l]\\))?(?:\\((?:i{1,3}|iv|v|vi{1,3}|ix|x)\\))?)(?![\\p{L}\\p{N}_)])");
    var SPACES = new RegExp(S + "+", "gu"), GLUED_ITEM = /^(\p{Nd}+[A-H]?\p{Nd}*)([a-l])$/u;
    function form(raw) {
      var text = raw.replace(SPACES, ""), m = GLUED_ITEM.exec(text);
      return m ? m[1] + "(" + m[2] + ")" : text;
    }
    return function (text) {
      var out = [], taken = 0;
      all(WORD, text).forEach(function (word) {
        if (word.index < taken) return;
        var pos = word.index + word[0].length, ds = [], inRange = false, m;
        while ((m = at(ONE, text, pos))) {
          var d = designation(m.index, m.index + m[0].length, form(m.groups.d), LAW);
          if (inRange) ds[ds.length - 1].upto = d;
          else ds.push(d);
          var sep = at(JOIN, text, d.end);
          if (!sep || !at(ONE, text, sep.index + sep[0].length)) break;
          var w = trim(sep[0]);
          inRange = (w === "–" || w === "-" || w === "to") && !inRange;
          pos = sep.index + sep[0].length;
        }
        if (ds.length) {
          var last = ds[ds.length - 1].upto || ds[ds.length - 1];
          out.push(found(word.index, last.end, ds));
          taken = last.end;
        }
      });
      var spans = new Spans(out.map(function (f) { return [f.start, f.end]; }));
      all(BARE, text).forEach(function (m) {
        if (spans.overlaps(m.index, m.index + 1)) return;
        out.push(found(m.index, m.index + m[0].length, [designation(m.index, m.index + m[0].length, form(m.groups.d), LAW)]));
      });
      return out.sort(function (a, b) { return a.start - b.start; });
    };
  })();

  var GRAMMARS = [TR, DA, HE, EN];  /* lang.ORDER */

  /* citations.cite: every citation in the text, each grammar's, the overlapping ones kept from
     the grammar whose citation starts first and is longest. */
  function cite(text, units) {
    var cands = [];
    GRAMMARS.forEach(function (grammar) {
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
      C = window.LAWSEARCH_INDEX.citations;
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
  /* query.bound: the query cut as `lawsearch search` cuts it (characters, words, letters). */
  var TOKENS = /[\p{L}\p{N}_\u0591-\u05c7]+(?:['’][\p{L}\p{N}_]+)*/gu;
  function bound(text) {
    var cut = false;
    if (chars(text).length > 1000) { text = chars(text).slice(0, 1000).join(""); cut = true; }
    var pieces = [], end = 0, n = 0, m, whole = true;
    TOKENS.lastIndex = 0;
    while ((m = TOKENS.exec(text))) {
      if (++n > 50) { cut = true; whole = false; break; }
      pieces.push(text.slice(end, m.index));
      var word = m[0];
      if (chars(word).length > 64) { word = chars(word).slice(0, 64).join(""); cut = true; }
      pieces.push(word);
      end = m.index + m[0].length;
    }
    if (whole) pieces.push(text.slice(end));
    return cut ? pieces.join("") : text;
  }
  function outside(text, found) {
    var parts = [], pos = 0;
    found.forEach(function (c) {
      parts.push(text.slice(pos, c.start));
      pos = Math.max(pos, c.end);
      while (pos < text.length && (ALPHA.test(text[pos]) || text[pos] === "'" || text[pos] === "’")) pos++;
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
  var LEADING_NUMBER = new RegExp("^" + S + "*0*(" + ND + "+)", "u");
  var LATER_NUMBER = new RegExp("([-–,;/&])" + S + "*0*(" + ND + "+)", "gu");
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
      var digits = numbers[i][0], n = chars(digits).length;
      if (n > last.length || (n === last.length && before(last, digits))) {
        var why = UNITS.noLaw(n <= 12 ? digits : chars(digits).slice(0, 12).join("") + "…");
        return numbers[i][1] ? say("endOfRange", {why: why}) : why;
      }
    }
    return null;
  }
  /* query.citation_query: the units a query names if the whole query is a citation, null if it
     is not one; a citation of nothing is refused with what does exist. */
  function query(text) {
    data();
    text = bound(text);
    var list = cite(text, UNITS), why;
    if (list.length) {
      var rest = outside(text, list);
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
    if (!text || !trim(text) || !DIGIT.test(text)) return null;
    try {
      var units = query(text);
      return units ? {units: units} : null;
    } catch (e) {
      if (e instanceof Refused) return {refused: e.message};
      throw e;
    }
  }

  window.LAWSEARCH_CITATIONS = {read: read, candidates: candidates, parent: parentOf, messages: MESSAGES};
})();
