/* lawsearch pages: the menu and the language switcher of a phone, the column control of a desk
   (choose and order the languages, stacked view), a law's sections folded on a phone, copy a
   unit's link, previews of cross-references, keyboard navigation between units, folded notes
   unfolded for print. No request leaves the site. */
(function () {
  "use strict";
  document.documentElement.classList.remove("no-js");

  /* Every word this script shows, each whole ({name}: what is filled in). */
  /* Every visible word through the interface's catalogue (assets/i18n.js), whole sentences with
     {fields}; English, the message ids, where the catalogue is not loaded. */
  function _(msgid, values) {
    if (window.LAWSEARCH_UI) return window.LAWSEARCH_UI._(msgid, values);
    return msgid.replace(/\{(\w+)\}/g, function (m, name) { return values[name]; });
  }

  var COLUMNS = "lawsearch.columns", LANGUAGE = "lawsearch.language";
  var NARROW = window.matchMedia("screen and (max-width: 52rem)");  // as in lawsearch.css

  function load(key) {
    try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { return null; }
  }
  function store(key, value) {
    try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* file:// may refuse */ }
  }
  function cellOf(tr, lang) { return tr.querySelector(':scope > [data-lang="' + lang + '"]'); }
  function langName(table, lang) {
    var th = table.querySelector('thead [data-lang="' + lang + '"]');
    return th ? th.textContent : lang;
  }

  /* The menu of a narrow screen: the navigation as a panel under the bar. */
  function setUpMenu() {
    var button = document.querySelector("button.menu");
    var nav = document.getElementById("site-nav");
    if (!button || !nav) return;
    function open(yes) {
      nav.classList.toggle("open", yes);
      document.body.classList.toggle("menu-open", yes);
      button.setAttribute("aria-expanded", yes ? "true" : "false");
      if (yes) nav.querySelectorAll("details").forEach(function (d) { d.open = true; });
    }
    button.addEventListener("click", function () {
      open(button.getAttribute("aria-expanded") !== "true");
    });
    nav.addEventListener("click", function (ev) {
      if (ev.target.closest("a")) open(false);  // a link to a part of this very page too
    });
    document.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape" && nav.classList.contains("open")) { open(false); button.focus(); }
    });
    NARROW.addEventListener("change", function () { if (!NARROW.matches) open(false); });
  }

  /* Columns: which languages, in which order, side by side or stacked, with the notes or
     without them (on paper too). */
  function setUpColumns(table, controls) {
    var langs = table.getAttribute("data-langs").split(",");
    var state = load(COLUMNS) || {};
    var order = (state.order || []).filter(function (l) { return langs.indexOf(l) >= 0; });
    langs.forEach(function (l) { if (order.indexOf(l) < 0) order.push(l); });
    var hidden = (state.hidden || []).filter(function (l) { return langs.indexOf(l) >= 0; });
    var stacked = !!state.stacked, notes = state.notes !== false;
    var noted = !!table.querySelector(":scope > thead .margin");

    function apply() {
      table.querySelectorAll(":scope > * > tr").forEach(function (tr) {
        var margin = tr.querySelector(":scope > .margin");
        order.forEach(function (l) {
          var cell = cellOf(tr, l);
          if (!cell) return;
          tr.insertBefore(cell, margin);
          cell.classList.toggle("hidden", hidden.indexOf(l) >= 0);
        });
      });
      table.classList.toggle("stacked", stacked);
      table.classList.toggle("no-notes", noted && !notes);
      store(COLUMNS, {order: order, hidden: hidden, stacked: stacked, notes: notes});
      draw();
    }

    function draw() {
      controls.innerHTML = "";
      var label = document.createElement("span");
      label.textContent = _("Columns:");
      controls.appendChild(label);
      order.forEach(function (l, i) {
        var box = document.createElement("span");
        box.className = "col";
        var check = document.createElement("input");
        check.type = "checkbox";
        check.id = "col-" + l;
        check.checked = hidden.indexOf(l) < 0;
        check.addEventListener("change", function () {
          if (check.checked) hidden = hidden.filter(function (h) { return h !== l; });
          else if (hidden.length < langs.length - 1) hidden.push(l);
          apply();
          document.getElementById("col-" + l).focus();
        });
        var name = document.createElement("label");
        name.htmlFor = check.id;
        name.textContent = langName(table, l);
        box.appendChild(check);
        box.appendChild(name);
        [["←", -1, _("Move {lang} earlier", {lang: name.textContent})],
         ["→", 1, _("Move {lang} later", {lang: name.textContent})]].forEach(function (m) {
          var b = document.createElement("button");
          b.type = "button";
          b.textContent = m[0];
          b.setAttribute("aria-label", m[2]);
          b.disabled = (m[1] < 0 && i === 0) || (m[1] > 0 && i === order.length - 1);
          b.addEventListener("click", function () {
            var j = i + m[1];
            order.splice(i, 1);
            order.splice(j, 0, l);
            apply();
          });
          box.appendChild(b);
        });
        controls.appendChild(box);
      });
      var stack = document.createElement("button");
      stack.type = "button";
      stack.className = "stack";
      stack.setAttribute("aria-pressed", stacked ? "true" : "false");
      stack.textContent = stacked ? _("Side by side") : _("Stacked");
      stack.addEventListener("click", function () { stacked = !stacked; apply(); });
      controls.appendChild(stack);
      if (noted) {
        var box = document.createElement("span"), check = document.createElement("input"),
            name = document.createElement("label");
        box.className = "col notes";
        check.type = "checkbox";
        check.id = "col-notes";
        check.checked = notes;
        check.addEventListener("change", function () {
          notes = check.checked;
          apply();
          document.getElementById("col-notes").focus();
        });
        name.htmlFor = check.id;
        name.textContent = _("Notes");
        box.appendChild(check);
        box.appendChild(name);
        controls.appendChild(box);
      }
    }
    apply();
    document.addEventListener("lawsearch:language", draw);
  }

  /* The language a phone shows: every one stacked, or the one the reader picks (remembered). */
  function setUpLanguage(table, bar) {
    var langs = table.getAttribute("data-langs").split(",");
    var choice = load(LANGUAGE);
    if (langs.indexOf(choice) < 0) choice = "all";
    var buttons = ["all"].concat(langs).map(function (l) {
      var b = document.createElement("button");
      b.type = "button";
      b.value = l;
      if (l === "all") {
        b.textContent = _("All");
      } else {
        var th = table.querySelector('thead [data-lang="' + l + '"]');
        var name = th.cloneNode(true);
        name.querySelectorAll(".code").forEach(function (c) { c.remove(); });
        b.textContent = name.textContent.trim();
        b.lang = l;
        b.dir = th.dir;
        b.title = langName(table, l);
      }
      b.addEventListener("click", function () { choice = l; store(LANGUAGE, l); apply(); });
      bar.appendChild(b);
      return b;
    });
    function apply() {
      table.querySelectorAll(":scope > tbody > tr > td.lang").forEach(function (td) {
        td.classList.toggle("other", choice !== "all" && td.getAttribute("data-lang") !== choice);
      });
      table.classList.toggle("one", choice !== "all");
      buttons[0].textContent = _("All");
      buttons.forEach(function (b) { b.setAttribute("aria-pressed", b.value === choice ? "true" : "false"); });
    }
    apply();
    document.addEventListener("lawsearch:language", apply);
  }

  /* Copy a unit's permanent link. */
  function setUpCopy() {
    document.addEventListener("click", function (ev) {
      var b = ev.target.closest ? ev.target.closest("button.copy") : null;
      if (!b) return;
      var url = location.href.split("#")[0] + "#" + b.getAttribute("data-anchor");
      function done() {
        if (!b.hasAttribute("data-label")) b.setAttribute("data-label", b.textContent);
        b.textContent = _("copied");
        setTimeout(function () { b.textContent = b.getAttribute("data-label"); }, 1500);
      }
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(url).then(done, function () { fallback(url); done(); });
      } else { fallback(url); done(); }
    });
    function fallback(text) {
      var t = document.createElement("textarea");
      t.value = text; document.body.appendChild(t); t.select();
      try { document.execCommand("copy"); } catch (e) { /* nothing more to try */ }
      document.body.removeChild(t);
    }
  }

  /* A preview of a reference's target, on hover or keyboard focus: its id, where it sits (its
     law's title and its path), then its text in the link's language. */
  function setUpPreviews() {
    var data = document.getElementById("previews");
    var previews = data ? JSON.parse(data.textContent) : {};
    var article = document.querySelector("article[data-heads]");
    var heads = article ? JSON.parse(article.getAttribute("data-heads")) : {paths: {}, titles: {}};
    var source = (window.LAWSEARCH_I18N || {}).source;  /* the titles every page has */
    var ui = document.documentElement.lang || source;
    var box = null;
    function own(o, key) { return Object.prototype.hasOwnProperty.call(o, key) ? o[key] : null; }
    function heading(target) {
      var place = own(heads.paths, target);
      if (!place) return "";
      var titles = own(heads.titles, place[0]) || {};
      var title = own(titles, ui) || own(titles, source);
      var law = title ? _("Law {n} {title}", {n: place[0], title: title}) : _("Law {n}", {n: place[0]});
      return [law].concat(place[1]).join(" › ");
    }
    function hide() { if (box) { box.remove(); box = null; } }
    function show(a) {
      var target = a.getAttribute("data-target");
      var lang = a.getAttribute("data-lang");
      var texts = own(previews, target);
      if (!texts) return;
      hide();
      box = document.createElement("div");
      box.className = "preview";
      box.setAttribute("role", "tooltip");
      box.id = "preview-box";
      var head = document.createElement("span");
      head.className = "pid";
      head.textContent = target;  // as directors cite it
      box.appendChild(head);
      var where = document.createElement("span");
      where.className = "where";
      where.textContent = heading(target);
      box.appendChild(where);
      var body = document.createElement("span");
      body.className = "text";
      var shown = own(texts, lang) ? lang : Object.keys(texts)[0];
      body.textContent = texts[shown];
      body.lang = shown;
      var cell = a.closest("[dir]");
      body.dir = shown === lang && cell ? cell.getAttribute("dir") : "auto";
      box.appendChild(body);
      document.body.appendChild(box);
      var r = a.getBoundingClientRect();
      box.style.top = (window.scrollY + r.bottom + 4) + "px";
      box.style.left = Math.max(4, Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - box.offsetWidth - 8)) + "px";
      a.setAttribute("aria-describedby", box.id);
    }
    document.querySelectorAll("a.ref").forEach(function (a) {
      a.addEventListener("mouseenter", function () { show(a); });
      a.addEventListener("focus", function () { show(a); });
      a.addEventListener("mouseleave", hide);
      a.addEventListener("blur", hide);
    });
    document.addEventListener("keydown", function (ev) { if (ev.key === "Escape") hide(); });
  }

  /* j / k: next and previous unit. The fragment follows (replacing the history entry), so the
     unit is highlighted as a link's target, lands below the sticky bars and can be shared. */
  function setUpKeys() {
    var rows = Array.prototype.slice.call(document.querySelectorAll("tr.unit"));
    if (!rows.length) return;
    document.addEventListener("keydown", function (ev) {
      if (ev.target && /INPUT|TEXTAREA|SELECT/.test(ev.target.tagName)) return;
      if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
      if (ev.key === "/") { var q = document.getElementById("q"); if (q) { ev.preventDefault(); q.focus(); } return; }
      if (ev.key !== "j" && ev.key !== "k") return;
      var current = rows.findIndex(function (r) { return ("#" + r.id) === location.hash; });
      var next = current < 0 ? 0 : Math.max(0, Math.min(rows.length - 1, current + (ev.key === "j" ? 1 : -1)));
      var row = rows[next];
      location.replace("#" + row.id);
      var link = row.querySelector("a.permalink");
      if (link) link.focus({preventScroll: true});
    });
  }

  /* Printed, a folded note is printed whole (the print style unfolds it where it can). */
  function setUpPrint() {
    var unfolded = [];
    window.addEventListener("beforeprint", function () {
      unfolded = Array.prototype.slice.call(document.querySelectorAll("aside.note details:not([open])"));
      unfolded.forEach(function (d) { d.open = true; });
    });
    window.addEventListener("afterprint", function () {
      unfolded.forEach(function (d) { d.open = false; });
      unfolded = [];
    });
  }

  /* The search box of every page: a citation of one unit goes straight to it, without the search
     page. What reads a citation (assets/search/grammars.js and assets/citations.js, small) is
     fetched when the box is first used; before it is there, the search page answers. */
  function setUpSearchBox() {
    var form = document.querySelector("header form.search"), box = document.getElementById("q");
    if (!form || !box || document.querySelector(".search-page")) return;
    var root = document.body.getAttribute("data-root") || ".", loading = false;
    function load() {
      if (loading) return;
      loading = true;
      ["assets/search/grammars.js", "assets/citations.js"].forEach(function (src) {
        var s = document.createElement("script");
        s.src = root + "/" + src;
        s.async = false;  // in this order
        document.head.appendChild(s);
      });
    }
    box.addEventListener("focus", load);
    box.addEventListener("input", load);
    form.addEventListener("submit", function (ev) {
      var C = window.LAWSEARCH_CITATIONS, cited = null;
      try { cited = C ? C.read(box.value) : null; } catch (e) { cited = null; }
      if (cited && cited.units && cited.units.length === 1) {
        ev.preventDefault();
        location.href = C.href(cited.units[0], root);
      }
    });
  }

  /* A filter over a long table (the glossary's): the rows holding what is typed, in any
     language, and how many they are. */
  function setUpFilter() {
    var input = document.querySelector("input[data-filters]");
    var table = input && document.querySelector(input.getAttribute("data-filters"));
    if (!table) return;
    var rows = Array.prototype.slice.call(table.tBodies[0].rows);
    var texts = rows.map(function (r) { return r.textContent.toLocaleLowerCase(); });
    var count = input.parentElement.querySelector(".filter-count");
    input.parentElement.hidden = false;
    function apply() {
      var q = input.value.trim().toLocaleLowerCase(), shown = 0;
      rows.forEach(function (r, i) {
        var hit = !q || texts[i].indexOf(q) >= 0;
        r.hidden = !hit;
        if (hit) shown++;
      });
      count.textContent = q ? _("{shown} of {count}", {shown: shown, count: rows.length}) : "";
    }
    input.addEventListener("input", apply);
    document.addEventListener("lawsearch:language", apply);
  }

  document.addEventListener("DOMContentLoaded", function () {
    setUpMenu();
    setUpSearchBox();
    setUpFilter();
    var table = document.querySelector("table.aligned");
    var controls = document.querySelector(".controls");
    var bar = document.querySelector(".lang-switch");
    if (table && controls) setUpColumns(table, controls);
    if (table && bar) setUpLanguage(table, bar);
    var toc = document.querySelector("nav.toc details");
    if (toc && NARROW.matches) toc.open = false;  // a phone keeps the screen for the text
    setUpCopy();
    setUpPreviews();
    setUpKeys();
    setUpPrint();
    // The page changed above the target of the link that opened it: land on the target again
    // (not on a reload or a step back, where the browser puts the reader where they were).
    var nav = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
    var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && (!nav || nav.type === "navigate")) target.scrollIntoView();
  });
})();
