/* Hebrew citations in the browser: lang/he/citations.py's reading of what a user gives
   (`find_typed`), step by step (what A, F and L are: assets/citations.js, `grammars`). */
(window.LAWSEARCH_GRAMMARS = window.LAWSEARCH_GRAMMARS || {}).he = function (A, F, L) {
  "use strict";
  var LAW = L.LAW, IN_LAW = L.IN_LAW, IN_SECTION = L.IN_SECTION, IN_SUBSECTION = L.IN_SUBSECTION,
      THIS = L.THIS, chars = L.chars, DIGIT = L.DIGIT, isDigits = L.isDigits, pyInt = L.pyInt,
      at = L.at, all = L.all, span = L.span, Spans = L.Spans, designation = L.designation,
      found = L.found;
  var SEC_LETTERS = "אבגדהוזח", LATIN = "ABCDEFGH";
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
        m = at(A.P_DIGITS, text, i);
        if (m) p.items.push(["D", m[0]]);
      } else if (c >= "\u05d0" && c <= "\u05ea" && ["L", "I", "R"].indexOf(last) < 0) {
        m = ((last === "D" || (!p.items.length && relative)) ? at(A.P_LETTER, text, i) : null) || at(A.P_LETTER_BEFORE_DIGIT, text, i);
        if (m === null && relative && !p.items.length) m = at(A.P_LETTER_JUNK, text, i);
        if (m) {
          p.items.push(["L", sectionPart(m[1])]);
          var v = at(A.P_VAV_ONE, text, m.index + m[0].length);
          if (v && p.shape() === "L") { p.items.push(["D", "1"]); m = v; }
        }
      } else if (LATIN.indexOf(c) >= 0 && (last === "" || last === "D")) {
        m = at(A.P_LATIN, text, i);
        if (m) p.items.push(["L", m[1]]);
      } else if (c === "(" && last !== "R") {
        m = last === "I" ? at(A.P_ROMAN, text, i) : null;
        if (m) p.items.push(["R", m[1]]);
        else {
          m = last !== "I" ? at(A.P_ITEM, text, i) : null;
          if (m) p.items.push(["I", itemPart(m[1])]);
        }
      } else if ((c === " " || c === "\u00a0") && last === "D" && p.shape().indexOf("L") < 0) {
        m = at(A.P_SPACED_LETTER, text, i);
        if (m) p.items.push(["L", sectionPart(m[1])]);
      }
      if (m === null && !relative && p.items.length) {
        m = (p.shape() === "D" ? at(A.P_ODD_LETTERS, text, i) : null) || at(A.P_ODD_ITEM, text, i);
        if (m) { p.items.push(["X", m[0]]); p.end = m.index + m[0].length; }
        break;
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
  /* _printed: the pieces in the order printed, letters in Latin. */
  function printed(p) {
    return p.items.map(function (x) { return x[0] === "I" || x[0] === "R" ? "(" + x[1] + ")" : x[1]; }).join("");
  }
  /* _law_readings as `find_typed` reads a designation (the browser reads only what a user
     gives): no damaged reading of digits alone. */
  function lawReadings(p) {
    var shape = p.shape(), digits = p.values("D"), letters = p.values("L");
    if (shape.indexOf("X") >= 0) return [printed(p), []];
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
    if (letter === null) return null;  /* digits alone, typed, are a number: "חוק 101" is no law 101 */
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
      if (!r && !relative && p.shape()[0] === "D") r = [printed(p), []];
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
      if (d.anchor === LAW && p.shape() === "D" && at(A.COUNT, text, p.end)) break;
      if (inRange && out.length) out[out.length - 1].upto = d;
      else out.push(d);
      var nxt = null;
      for (var k = 0; k < 2; k++) {
        var sep = k ? A.RANGE_SEP : A.LIST_SEP, isRange = k === 1, m = at(sep, text, p.end);
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
  function skipSpace(text, pos) { var m = at(A.SPACE, text, pos); return m ? m.index + m[0].length : pos; }
  return function (text) {
    if (!text) return [];
    VALUES = window.LAWSEARCH_CITATIONS_DATA.hebrew_letters;
    var out = [], taken = new Spans();
    function free(a, b) { return !taken.overlaps(a, b); }
    function keep(start, ds) {
      var last = ds[ds.length - 1].upto || ds[ds.length - 1], end = Math.max(last.end, ds[ds.length - 1].end);
      out.push(found(start, end, ds));
      taken.add(start, end);
    }
    all(F.LAW_WORD, text).forEach(function (word) {
      var wEnd = word.index + word[0].length;
      if (!free(word.index, wEnd)) return;
      var self = at(A.THIS_WORD, text, wEnd);
      if (self && word[0].endsWith("חוק")) {
        keep(word.index, [designation(wEnd - 3, self.index + self[0].length, "law", THIS)]);
        return;
      }
      var pos = skipSpace(text, wEnd);
      if (pos === wEnd || pos >= text.length || !(DIGIT.test(text[pos]) || LATIN.indexOf(text[pos]) >= 0)) return;
      var ds = designations(text, pos, false, true, false);
      if (ds.length) keep(word.index, ds);
    });
    all(F.SECTION_WORD, text).forEach(function (word) {
      var wEnd = word.index + word[0].length;
      if (!free(word.index, wEnd)) return;
      var self = at(A.THIS_WORD, text, wEnd);
      if (self && word[0].endsWith("סעיף")) {
        keep(word.index, [designation(wEnd - 4, self.index + self[0].length, "section", THIS)]);
        return;
      }
      var pos = skipSpace(text, wEnd);
      if (pos === wEnd || pos >= text.length) return;
      var ds = designations(text, pos, true, true, false);
      if (ds.length) keep(word.index, ds);
    });
    all(F.SEE, text).forEach(function (see) {
      var pos = see.index + see[0].length, p = scan(text, pos, true);
      if (!p || !free(pos, p.end) || !(at(A.RELATIVE_END, text, p.end) || p.shape().indexOf("I") >= 0)) return;
      var ds = designations(text, pos, true, true, false);
      if (ds.length) keep(pos, ds);
    });
    all(F.BARE, text).forEach(function (m) {
      var start = span(m, "d")[0];
      if (!free(m.index, m.index + m[0].length)) return;
      var ds = designations(text, start, true, false, m.groups.pre !== undefined);
      if (ds.length && free(start, ds[ds.length - 1].end)) keep(start, ds);
    });
    return out.sort(function (a, b) { return a.start - b.start; });
  };
};
