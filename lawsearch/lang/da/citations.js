/* Danish citations in the browser: lang/da/citations.py's reading, step by step (what A, F
   and L are: assets/citations.js, `grammars`). */
(window.LAWSEARCH_GRAMMARS = window.LAWSEARCH_GRAMMARS || {}).da = function (A, F, L) {
  "use strict";
  var LAW = L.LAW, IN_LAW = L.IN_LAW, IN_SECTION = L.IN_SECTION, IN_SUBSECTION = L.IN_SUBSECTION,
      THIS = L.THIS, ROMAN = L.ROMAN, S = L.S, DIGIT = L.DIGIT, pyInt = L.pyInt,
      at = L.at, from = L.from, all = L.all, Spans = L.Spans, designation = L.designation,
      found = L.found;

  function D(start, end, fields) {
    var d = {start: start, end: end, law: "", sec: "", sub: "", items: "", anchor: LAW, alternatives: []};
    Object.keys(fields || {}).forEach(function (k) { d[k] = fields[k]; });
    return d;
  }
  function form(d) { return d.anchor === IN_SECTION ? d.sub + d.items : d.law + d.sec + d.sub + d.items; }
  function toDesignation(d) { return designation(d.start, d.end, form(d), d.anchor, d.alternatives.slice()); }
  function gluedItems(run) {
    if (run.length > 1 && ROMAN.indexOf(run.slice(1)) >= 0) return "(" + run[0] + ")(" + run.slice(1) + ")";
    return "(" + run + ")";
  }
  function items(text, pos) {
    var m = at(A.PAREN_ITEM, text, pos), s;
    if (m) return [m.index + m[0].length, "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : "")];
    m = at(A.GLUED_RUN, text, pos);
    if (m) {
      var its = gluedItems(m[0]);
      var end = m.index + m[0].length;
      if (m[0].length === 1 && (s = at(A.PAREN_SUB, text, end))) { its += "(" + s.groups.sub + ")"; end = s.index + s[0].length; }
      return [end, its];
    }
    m = at(A.LETTERS_PAREN, text, pos);
    if (m && m[0].length === 2 && (s = at(A.PAREN_SUB, text, pos + 1))) return [s.index + s[0].length, "(" + text[pos] + ")(" + s.groups.sub + ")"];
    return [pos, ""];
  }
  function afterSection(text, d) {
    var end = d.end, n = at(A.SUBSEC, text, end);
    if (n) { d.sub = n[0]; end = n.index + n[0].length; }
    var it = items(text, end);
    if (it[1]) { d.items = it[1]; end = it[0]; }
    d.end = end;
    return d;
  }
  function lawDesig(text, pos) {
    var m = at(A.LAW_NUM, text, pos);
    if (!m) return null;
    var d = D(pos, m.index + m[0].length, {law: m[0]}), s = at(A.SEC_GLUED, text, d.end);
    if (s) { d.sec = s[0]; d.end = s.index + s[0].length; }
    else if ((s = at(A.SEC_SPACED, text, d.end))) { d.sec = s.groups.sec; d.end = s.index + s[0].length; }
    if (d.sec) afterSection(text, d);
    return d;
  }
  function continuation(text, pos, prev, inRange) {
    if (pos >= text.length) return null;
    var c = text[pos], m, d;
    if (inRange && c >= "a" && c <= "z" && prev.items && prev.sub) {
      m = at(A.GLUED_RUN, text, pos);
      var its = m ? gluedItems(m[0]) : null;
      if (its === null) return null;
      return D(pos, m.index + m[0].length, {law: prev.law, sec: prev.sec, sub: prev.sub, items: its});
    }
    if (DIGIT.test(c)) {
      d = lawDesig(text, pos);
      if (!d || !at(A.NOT_LETTER, text, d.end)) return null;
      if (d.sec) return d;
      if (at(A.COUNT_WORDS, text, d.end) || (text.startsWith(".", d.end) && at(A.DOT_WORD, text.slice(d.end, d.end + 3), 0)))
        return null;
      if (prev.items) return null;
      if (prev.sub && pyInt(prev.sub) < pyInt(d.law) && pyInt(d.law) <= 9)
        return D(d.start, d.end, {law: prev.law, sec: prev.sec, sub: d.law, alternatives: [d.law]});
      return d;
    }
    if (c === "(") {
      m = at(A.PAREN_ITEM, text, pos);
      if (m && prev.items && prev.sub)
        return D(pos, m.index + m[0].length, {law: prev.law, sec: prev.sec, sub: prev.sub,
                                               items: "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : "")});
      return null;
    }
    if (c >= "A" && c <= "Z" && prev.sec) {
      d = D(pos, pos + 1, {law: prev.law, sec: c});
      if (!at(A.SEC_GLUED, text, pos)) return null;
      afterSection(text, d);
      if (!at(A.NOT_LETTER, text, d.end)) return null;
      return d;
    }
    return null;
  }
  /* _is_heading: only the blanks before pos are looked at, the line only when they start it. */
  function isHeading(text, pos) {
    var start = pos;
    while (start > 0 && " \t\u00a0".indexOf(text[start - 1]) >= 0) start--;
    if (start > 0 && text[start - 1] !== "\n") return false;
    var line = at(A.LINE, text, pos)[0];
    return !!at(A.LAW_HEADING, line.replace(/\r+$/, ""), 0);
  }
  function signCitations(text) {
    var out = [], taken = 0;
    all(F.SIGN, text).forEach(function (sign) {
      if (sign.index < taken || isHeading(text, sign.index)) return;
      var first = lawDesig(text, sign.index + sign[0].length);
      if (!first) return;
      var designations = [toDesignation(first)], prev = first, end = first.end;
      for (;;) {
        var rng = at(A.RANGE_SEP, text, end), sep = rng || at(A.LIST_SEP, text, end);
        if (!sep) break;
        var pos = sep.index + sep[0].length, again = at(A.SIGN, text, pos), nxt;
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
    all(F.THIS, text).forEach(function (m) {
      var word = m.groups.w.split(new RegExp(S + "+", "u"))[0].toLowerCase(), f = word === "denne" ? "law" : "section";
      if (f === "section" && !from(F.PUNKT_CUE, text, Math.max(0, m.index - 20), m.index)) return;
      out.push(found(m.index, m.index + m[0].length, [designation(m.index, m.index + m[0].length, f, THIS)]));
    });
    all(F.STK, text).forEach(function (m) {
      var mEnd = m.index + m[0].length, n = at(A.SUBSEC, text, mEnd);
      if (!n || !at(A.NOT_LETTER, text, n.index + n[0].length)) return;
      var ds = [designation(n.index, n.index + n[0].length, n[0], IN_SECTION)], end = n.index + n[0].length;
      for (;;) {
        var rng = at(A.RANGE_SEP, text, end), sep = rng || at(A.LIST_SEP, text, end);
        if (!sep) break;
        var k = at(A.SUBSEC, text, sep.index + sep[0].length);
        if (!k || !at(A.NOT_LETTER, text, k.index + k[0].length) || at(A.COUNT_WORDS, text, k.index + k[0].length)) break;
        var d = designation(k.index, k.index + k[0].length, k[0], IN_SECTION);
        if (rng) { if (ds[ds.length - 1].upto !== null) break; ds[ds.length - 1].upto = d; }
        else ds.push(d);
        end = k.index + k[0].length;
      }
      out.push(found(m.index, end, ds));
    });
    var cued = new Map();
    all(F.CUE_BEFORE, text).forEach(function (m) { cued.set(m.index + m[0].length, m.index); });
    [[F.REL_LETTER, IN_LAW], [F.REL_ITEM, IN_SUBSECTION]].forEach(function (pair) {
      all(pair[0], text).forEach(function (m) {
        var d;
        if (pair[1] === IN_LAW) d = afterSection(text, D(m.index, m.index + 1, {sec: m.groups.sec, anchor: IN_LAW}));
        else d = D(m.index, m.index + m[0].length, {items: "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : ""),
                                                    anchor: IN_SUBSECTION});
        if (!at(A.NOT_LETTER, text, d.end)) return;
        var after = at(A.CUE_AFTER, text, d.end);
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
};
