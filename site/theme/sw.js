/* lawsearch's service worker: on the first visit over HTTP(S) it keeps every file of the site in
   the browser's cache, so that every law, every other page and the search work afterwards with no
   network. The build (lawsearch/site/offline.py) writes the next line: every other file of the
   site and a version drawn from their content, so that a new build replaces the old copy. */
var VERSION = "", FILES = [];
FILES = [].concat.apply([], FILES.map(function (run) {  // [folder, [files]] in order
  return [].concat.apply([], run[1].map(function (f) {
    if (typeof f === "string") return [run[0] + f];
    var out = [];  // [prefix, first, last, suffix]: a run of numbered names
    for (var n = f[1]; n <= f[2]; n++) out.push(run[0] + f[0] + n + f[3]);
    return out;
  }));
}));
(function () {
  "use strict";
  var SCOPE = self.registration.scope;
  // Named by its folder too: another lawsearch site on the same host keeps its own copy.
  var PREFIX = "lawsearch " + SCOPE + " ";
  var CACHE = PREFIX + VERSION;
  var BATCH = 16;
  var LISTED = new Set(FILES.map(function (f) { return new URL(f, SCOPE).href; }));

  function request(name) {
    // past the browser's HTTP cache: a new version must not be filled with the old one's files
    return new Request(new URL(name, SCOPE).href, {cache: "reload"});
  }

  /* Some of `names` at a time, all of a batch at once; where a batch fails, its files one by one,
     so that one missing file costs only itself; the pages told how far it has got. Resolves with
     the files that could not be kept. */
  function fill(cache, names) {
    var failed = [], done = Promise.resolve();
    for (var i = 0; i < names.length; i += BATCH) {
      done = done.then(function (batch, end) {
        return cache.addAll(batch.map(request)).catch(function () {
          return Promise.all(batch.map(function (name) {
            return cache.add(request(name)).catch(function () { failed.push(name); });
          }));
        }).then(function () { return progress(FILES.length - names.length + end - failed.length); });
      }.bind(null, names.slice(i, i + BATCH), Math.min(i + BATCH, names.length)));
    }
    return done.then(function () { return failed; });
  }

  /* Every page of the site (offline.js) told how many files are kept. */
  function progress(kept) {
    return self.clients.matchAll({includeUncontrolled: true}).then(function (pages) {
      pages.forEach(function (p) { p.postMessage({type: "progress", kept: kept, files: FILES.length}); });
    });
  }

  function missing(cache) {
    return cache.keys().then(function (requests) {
      var kept = new Set(requests.map(function (r) { return r.url; }));
      return FILES.filter(function (f) { return !kept.has(new URL(f, SCOPE).href); });
    });
  }

  function warn(failed) {
    if (failed.length) {
      console.warn("lawsearch: " + failed.length + " files not kept offline yet (tried again " +
                   "at the next page): " + failed.slice(0, 10).join(", "));
    }
    return failed;
  }

  self.addEventListener("install", function (event) {
    event.waitUntil(caches.open(CACHE).then(function (cache) { return fill(cache, FILES); })
      .then(warn).then(function () { return self.skipWaiting(); }));
  });

  self.addEventListener("activate", function (event) {
    event.waitUntil(caches.keys().then(function (names) {
      return Promise.all(names.filter(function (n) { return n.indexOf(PREFIX) === 0 && n !== CACHE; })
        .map(function (n) { return caches.delete(n); }));
    }).then(function () { return self.clients.claim(); }));
  });

  /* A page asks whether the whole site is kept (a file that failed is tried again first). */
  self.addEventListener("message", function (event) {
    var port = event.ports && event.ports[0];
    if (!port || !event.data || event.data.type !== "status") return;
    event.waitUntil(caches.open(CACHE).then(function (cache) {
      return missing(cache).then(function (gone) {
        return gone.length ? fill(cache, gone).then(warn) : gone;
      });
    }).then(function (gone) {
      port.postMessage({version: VERSION, files: FILES.length, missing: gone});
    }));
  });

  function key(url) {
    var u = new URL(url);
    if (u.pathname.slice(-1) === "/") u.pathname += "index.html";
    u.hash = "";
    return u.href;
  }

  /* The site's own files from the copy first (search.html?q=… is search.html); anything else, and
     a file the copy lacks, from the network; a page the network cannot give, the home page (sent
     there, so that its relative links hold wherever the page asked for was). */
  self.addEventListener("fetch", function (event) {
    var req = event.request;
    if (req.method !== "GET" || req.url.indexOf(SCOPE) !== 0) return;
    var url = key(req.url);
    event.respondWith(caches.open(CACHE).then(function (cache) {
      return cache.match(url, {ignoreSearch: true}).then(function (hit) {
        if (hit) return hit;
        return fetch(req).then(function (response) {
          var plain = url.split("?")[0];
          if (response.ok && LISTED.has(plain)) cache.put(plain, response.clone());
          return response;
        }, function (err) {
          var home = new URL("index.html", SCOPE).href;
          if (req.mode !== "navigate" || url === home) throw err;
          return cache.match(home).then(function (page) {
            if (!page) throw err;
            return Response.redirect(home, 302);
          });
        });
      });
    }));
  });
})();
