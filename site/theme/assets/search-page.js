/* The search page: run the query in the address (?q=…&lang=…), go straight to a cited unit, say
   why a citation of nothing names nothing, or list the results, a law each (or a definition, a
   rule of 1907), headed by its title; under it the best unit found, headed by its path, in every
   language (each law's texts loaded as needed), and links to its other units found.

   A citation is read with the small data of assets/search/grammars.js alone, loaded with the
   page: the search's own data (assets/search/index.js, then the parts a query reads) is fetched
   after, and only for what is not a citation of one unit or of nothing. */
(function () {
  "use strict";
  /* Every text this page writes, whole, with its placeholders. */
  function N_(msgid) { return msgid; }  // a message id, translated where it is shown
  var MESSAGES = {
    help: N_("Type a citation or a few words."),
    results: N_("{count} results for “{query}”"),
    oneResult: N_("1 result for “{query}”"),
    nothing: N_("Nothing found for “{query}”."),
    loading: N_("Searching…"),
    foundIn: N_(" · found in {sources}"),
    law: N_("Law {law} {title}"),
    lawUntitled: N_("Law {law}"),
    definition: N_("Definition: {term}"),
    book: N_("The 1907 laws"),
    path: N_("{head} › {part}"),
    cut: N_("{status} ({note})")
  };
  function say(key, values) {  // in the interface's language (assets/i18n.js)
    if (window.LAWSEARCH_UI) return window.LAWSEARCH_UI._(MESSAGES[key], values);
    return MESSAGES[key].replace(/\{(\w+)\}/g, function (m, k) { return values[k]; });
  }
  var root = document.body.getAttribute("data-root") || ".";
  var HAS = Object.prototype.hasOwnProperty;

  function anchor(id) {
    if (id.indexOf("def:") === 0) return "def-" + id.slice(4).replace(/:/g, "-");
    if (id.indexOf(":") > 0) return id.split(":").slice(1).join("-");
    return id.replace(/[()]/g, "");
  }
  function law(id) { var m = /^\d+/.exec(id); return m ? m[0] : ""; }
  function page(work, id) {
    if (work !== window.LAWSEARCH_CITATIONS.work()) return root + "/" + work + ".html#" + anchor(id);
    if (id.indexOf("def:") === 0) return root + "/definitions.html#" + anchor(id);
    return window.LAWSEARCH_CITATIONS.href(id, root);
  }

  /* A result's heading: the law's title and the unit's path ("Law 27 Insufficient Bid › B › 1 ›
     (a)"), a definition's term, or the 1907 book's own heading of the section. */
  function heading(work, id) {
    var H = window.LAWSEARCH_INDEX.headings, head, parts;
    if (work !== window.LAWSEARCH_INDEX.work && id.indexOf(":") < 0) {
      /* another year's Laws: its name, its law's title, the unit's path */
      var m = law(id), laws = HAS.call(H.books, work) ? H.books[work] : {};
      head = say("path", {head: HAS.call(H.works || {}, work) ? H.works[work] : work,
                          part: HAS.call(laws, m) ? say("law", {law: m, title: laws[m]}) : say("lawUntitled", {law: m})});
      (id.slice(m.length).match(/[A-Z]|\d+|\([a-z]+\)/g) || []).forEach(function (p) { head = say("path", {head: head, part: p}); });
      return head;
    }
    if (work !== window.LAWSEARCH_INDEX.work) {
      parts = id.split(":").slice(1);
      var sections = HAS.call(H.books, work) ? H.books[work] : {};
      head = say("book", {});
      parts.forEach(function (p, i) {
        head = say("path", {head: head, part: i === 0 && HAS.call(sections, p) ? sections[p] : p});
      });
      return head;
    }
    if (id.indexOf("def:") === 0) {
      var key = id.slice(4);
      return say("definition", {term: HAS.call(H.definitions, key) ? H.definitions[key] : key});
    }
    var n = law(id);
    // the law's title in the interface's language where the corpus has it, else English
    var title = (window.LAWSEARCH_UI && window.LAWSEARCH_UI.lawTitle(n)) || (HAS.call(H.laws, n) ? H.laws[n] : "");
    head = title ? say("law", {law: n, title: title}) : say("lawUntitled", {law: n});
    parts = id.slice(n.length).match(/[A-Z]|\d+|\([a-z]+\)/g) || [];
    parts.forEach(function (p) { head = say("path", {head: head, part: p}); });
    return head;
  }

  function unitsFile(work, id) { return window.LAWSEARCH.unitsFile(work, id); }
  /* A part of the search's data (a file under assets/search/, without ".js"), fetched once, run
     when it arrives; the promise resolves when it is here or failed. */
  var loading = Object.create(null);
  function fetchPart(name) {
    if (!loading[name]) loading[name] = new Promise(function (resolve) {
      var s = document.createElement("script");
      s.src = root + "/assets/search/" + name + ".js";
      s.onload = s.onerror = function () { resolve(); };
      document.head.appendChild(s);
    });
    return loading[name];
  }
  /* The parts `names`, asked for in a task of their own (not in the long one of the reading
     that found them missing: each script added costs the page a little), and then a task of
     its own: what reads them next is not one long task with the reading of the last to arrive
     (a phone stays answerable between the two). */
  function fetchParts(names) {
    return nextTask().then(function () { return Promise.all(names.map(fetchPart)); }).then(nextTask);
  }
  function nextTask() { return new Promise(function (resolve) { setTimeout(resolve, 0); }); }
  function loadUnits(name) {
    return fetchPart("units/" + name).then(function () { return (window.LAWSEARCH_UNITS || {})[name] || []; });
  }
  function highlight(el, text, lang, terms) {
    var found = window.LAWSEARCH.finds(lang, terms[lang] || []);
    var re = /[\p{L}\p{N}_\p{M}\u0591-\u05c7]+(?:['’][\p{L}\p{N}_\p{M}]+)*/gu, last = 0, m;
    while ((m = re.exec(text))) {
      if (!found(m[0])) continue;
      el.appendChild(document.createTextNode(text.slice(last, m.index)));
      var mark = document.createElement("mark");
      mark.textContent = m[0];
      el.appendChild(mark);
      last = m.index + m[0].length;
    }
    el.appendChild(document.createTextNode(text.slice(last)));
  }
  /* A unit's texts in every language, highlighted, into `box` (loaded with its law's texts). */
  function texts(box, work, id, terms) {
    loadUnits(unitsFile(work, id)).then(function (records) {
      var rec = records.filter(function (x) { return x.id === id; })[0];
      if (!rec) return;
      /* the languages in column order, as lawsearch/lang/<xx>/ declares them (the search data) */
      window.LAWSEARCH_INDEX.languages.forEach(function (language) {
        var lang = language.code;
        var parts = [(rec.num || {})[lang], (rec.title || {})[lang], (rec.text || {})[lang]].filter(function (x) { return x; });
        if (!parts.length) return;
        var div = document.createElement("div");
        div.lang = lang;
        div.dir = language.rtl ? "rtl" : "ltr";
        var name = document.createElement("span");
        name.className = "where";
        name.textContent = language.native + " ";
        div.appendChild(name);
        var text = parts.join(" "), shown = text.length > 600 ? text.slice(0, 600) + " …" : text;
        var body = document.createElement("span");
        div.appendChild(body);
        box.appendChild(div);
        /* the words found marked (the corpus words that read as the terms found, beside their
           lists) */
        if (terms && (terms[lang] || []).length) highlight(body, shown, lang, terms);
        else body.textContent = shown;
      });
    });
  }
  var drawn = 0;  /* the results drawn last: a list begun since is not added to */
  /* The results are being searched or drawn (aria-busy): said to assistive technology, and what
     waits for the results waits for this. */
  /* The answer is drawn (or there is none to draw): offline.js then keeps the site. */
  function searched() { document.dispatchEvent(new Event("lawsearch:searched")); }
  function busy(yes) {
    var list = document.getElementById("results");
    if (yes) list.setAttribute("aria-busy", "true");
    else list.removeAttribute("aria-busy");
  }
  function render(results, status) {
    begin(status);
    results.forEach(add);
  }
  var note = null;  /* what was cut from the query, said after the status */
  function begin(status) {
    drawn++;
    busy(false);
    document.getElementById("results").innerHTML = "";
    document.getElementById("search-status").textContent = note ? say("cut", {status: status, note: note}) : status;
    return drawn;
  }
  /* One result at the end of the list, its texts (already loaded) in every language. */
  function add(r) {
    var list = document.getElementById("results");
    var li = document.createElement("li");
    li.className = "result";
    li.setAttribute("data-id", r.id);
    li.setAttribute("data-work", r.work);
    var head = document.createElement("p");
    head.className = "result-head";
    var a = document.createElement("a");
    a.href = page(r.work, r.id);
    a.textContent = heading(r.work, r.id);
    head.appendChild(a);
    var id = document.createElement("small");
    id.className = "id";
    id.textContent = r.work === window.LAWSEARCH_INDEX.work ? r.id : r.id.split(":").slice(1).join(":");
    head.appendChild(document.createTextNode(" "));
    head.appendChild(id);
    var kinds = Array.from(new Set(r.matched.map(function (m) { return m.source; }))).filter(function (s) { return s !== "law" && s !== "unit"; });
    if (kinds.length) {
      var where = document.createElement("span");
      where.className = "where";
      where.textContent = say("foundIn", {sources: kinds.join(", ")});
      head.appendChild(where);
    }
    li.appendChild(head);
    /* a law's best unit below it, in every language; the law itself where none was found */
    var units = (r.units || []).filter(function (u) { return u.id !== r.id; });
    var best = bestOf(r);
    if (best !== r.id) {
      var sub = document.createElement("p");
      sub.className = "result-unit";
      sub.setAttribute("data-id", best);
      var link = document.createElement("a");
      link.href = page(r.work, best);
      link.textContent = heading(r.work, best);
      sub.appendChild(link);
      li.appendChild(sub);
    }
    var langs = document.createElement("div");
    langs.className = "langs";
    li.appendChild(langs);
    if (units.length > 1) {
      var more = document.createElement("p");
      more.className = "result-more";
      units.slice(1).forEach(function (u, i) {
        if (i) more.appendChild(document.createTextNode(" · "));
        var other = document.createElement("a");
        other.href = page(r.work, u.id);
        other.textContent = u.id;
        more.appendChild(other);
      });
      li.appendChild(more);
    }
    list.appendChild(li);
    texts(langs, r.work, best, r.terms);
  }
  /* The search's scripts and data, loaded once, in order; `then` runs when they are there.
     Run once the page has loaded: a script added before holds the page's load back, and with
     it whatever waits for the page (a phone's spinner, an automated reader); for a query of
     words the page's head has them fetched already (main.html's preload). */
  var SEARCH = JSON.parse(document.body.getAttribute("data-search") || "[]");  // search.md.j2's
  var searching = null, loaded = new Promise(function (resolve) {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", function () { resolve(); });
  });
  function whenSearching(then) {
    if (!searching) searching = loaded.then(function () { return new Promise(function (resolve) {
      /* fetched side by side, run in this order */
      SEARCH.forEach(function (src, i) {
        var s = document.createElement("script");
        s.src = root + "/" + src;
        s.async = false;
        if (i === SEARCH.length - 1) s.onload = s.onerror = function () { resolve(); };
        document.head.appendChild(s);
      });
    }); });
    searching.then(nextTask).then(then);
  }
  document.addEventListener("DOMContentLoaded", run);
  /* the results redrawn in the new language; a search still being answered draws in it anyway
     (answered twice at once, the second would read the parts the first is still fetching as
     absent) */
  var answering = false;
  document.addEventListener("lawsearch:language", function () { if (!answering) run(); });
  function run() {
    var params = new URLSearchParams(location.search);
    var q = params.get("q") || "", lang = params.get("lang") || "";
    /* cut as the command line cuts it (lawsearch/bounds.py's limits, in the search data), and
       said so: nothing on the page reads more of it */
    var bounded = window.LAWSEARCH_CITATIONS.bound(q);
    q = bounded.text;
    note = bounded.note;
    document.getElementById("q2").value = q;
    document.getElementById("lang").value = lang;
    var top = document.getElementById("q");
    if (top) top.value = q;
    var status = document.getElementById("search-status");
    /* what a search reads is said on the empty page; with a query, the results come first */
    var help = document.getElementById("search-help");
    if (help) help.hidden = !!q.trim();
    if (!q.trim()) {  /* what is typed is searched on the page it opens (the service worker
                         keeps the search's data for offline use) */
      status.textContent = say("help", {});
      return;
    }
    /* a citation of one unit, or of nothing, needs none of the search's data */
    var cited = window.LAWSEARCH_CITATIONS.read(q);
    if (cited && cited.refused) {
      status.classList.add("refused");
      render([], cited.refused);
      searched();
      return;
    }
    if (cited && cited.units.length === 1) {
      location.replace(page(window.LAWSEARCH_CITATIONS.work(), cited.units[0]));
      return;
    }
    status.textContent = say("loading", {});
    busy(true);
    /* the parts that read the query's words, fetched at once beside the search's index and
       engine (which the head asked for): the answer waits on them, so they come before the
       page's load (holding it back by their few kilobytes), not after it */
    var reader = window.LAWSEARCH_WORDS_READER, langs = window.LAWSEARCH_CITATIONS.languagesOf(q, lang ? [lang] : null);
    reader.parts(q, langs).forEach(fetchPart);
    answering = true;
    whenSearching(function () { answer(q, lang, status); });
  }
  function answer(q, lang, status) {
    /* what its first reading builds once, a step a task (search.js's `warm`: the first
       reading is then not one long task); then the parts of the search's data this query
       reads, then the query */
    var langs = lang ? [lang] : null;
    window.LAWSEARCH.warm(q, langs).reduce(function (done, step) {
      return done.then(function () { step(); return nextTask(); });
    }, Promise.resolve()).then(function () {
      return window.LAWSEARCH.prepare(q, langs, 20, fetchParts);
    }).then(function (got) {
      answerNow(q, lang, status, got);
    });
  }
  /* The answer `prepare` gave, once what it reads is here. */
  function answerNow(q, lang, status, got) {
    var results = got.results;
    answering = false;
    if (got.refused) {  /* a citation of nothing: what exists instead, no unrelated results */
      status.classList.add("refused");
      render([], got.refused);
      searched();
      return;
    }
    if (results.length === 1 && results[0].citation && results[0].units.length === 1) {
      location.replace(page(results[0].work, results[0].units[0].id));
      return;
    }
    var said = results.length === 1 ? say("oneResult", {query: q}) :
               results.length ? say("results", {count: results.length, query: q}) : say("nothing", {query: q});
    /* the results whose texts are here already (the laws `prepare` guessed) drawn at once and
       painted before the texts of those below them are asked for: on a slow line the first
       screen is not kept waiting behind what is under it. Then the texts of the next AHEAD
       results fetched at once, each next one's once a result is drawn; each result drawn, in
       order, once its texts and those of every result above it are here: a result is only
       ever added below the others, so nothing on screen moves as they arrive */
    var mine = begin(said), asked = [], first = 0;
    function ask(i) {
      if (i < results.length && !asked[i]) asked[i] = loadUnits(unitsFile(results[i].work, bestOf(results[i])));
    }
    while (first < results.length && HAS.call(window.LAWSEARCH_UNITS || {}, unitsFile(results[first].work, bestOf(results[first])))) {
      add(results[first++]);
    }
    var chain = (first ? painted() : Promise.resolve()).then(function () {
      for (var i = first; i < first + AHEAD; i++) ask(i);
    });
    results.slice(first).forEach(function (r, k) {
      var i = first + k;
      chain = chain.then(function () { ask(i); return asked[i]; }).then(function () {
        if (mine === drawn) add(r);
        ask(i + AHEAD);
      });
    });
    busy(first < results.length);
    chain.then(function () {
      if (mine === drawn) busy(false);
      searched();
    });
    /* the other parts come when a query reads them (the service worker keeps them all for
       offline use) */
  }
  /* Resolves once what is drawn now is on screen: after the frame that paints it and the next
     (a frame is shown some time after it is painted), at once where the page is hidden and
     frames wait until it is shown. */
  function painted() {
    return new Promise(function (resolve) {
      var done = false;
      function go() { if (!done) { done = true; resolve(); } }
      if (document.hidden) { go(); return; }
      requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(go, 0); }); });
      document.addEventListener("visibilitychange", go, {once: true});
    });
  }
  var AHEAD = 6;  /* results whose texts are fetched before those above them are drawn */
  function bestOf(r) {  /* a law's best unit below it, the law itself where none was found */
    var units = (r.units || []).filter(function (u) { return u.id !== r.id; });
    return units.length ? units[0].id : r.id;
  }
})();
