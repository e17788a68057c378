// admin-dashboard.cpp — the admin endpoint's dashboard (/ and /dashboard): one HTML page whose script polls the JSON pages every second (no external resources).
#include "server/admin.h"

namespace hop::server {

namespace {

const char kDashboard[] = R"HOPHTML(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>hop serve</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:16px 24px;color:#222;background:#fafafa}
h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:18px 0 6px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(380px,1fr));gap:16px}
.card{background:#fff;border:1px solid #ddd;border-radius:6px;padding:10px 14px}
.big{font-size:30px;font-weight:600}.muted{color:#777}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:2px 6px;border-bottom:1px solid #eee}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
.bar{display:inline-block;vertical-align:middle;width:110px;background:#e8eef7;height:12px;border-radius:3px;overflow:hidden}
.bar>div{background:#3b73c4;height:12px}
#warm.ok{color:#17803d}#warm.no{color:#b35900}
svg{display:block}
</style></head>
<body data-loaded="0">
<h1>hop serve</h1>
<div class="muted" id="meta">loading...</div>
<div class="grid">
 <div class="card"><h2>Requests per second</h2>
  <div class="big" id="rps">-</div>
  <svg id="spark" width="360" height="60" viewBox="0 0 360 60"></svg>
  <div class="muted" id="reqs"></div></div>
 <div class="card"><h2>Warm-up</h2><div id="warm">-</div>
  <h2>Translation cache</h2><table id="tc"><tr><th>area</th><th class="n">used</th><th class="n">capacity</th><th>fill</th></tr></table></div>
 <div class="card"><h2>Hottest functions</h2>
  <table id="hot"><tr><th>function</th><th class="n">calls</th></tr></table></div>
 <div class="card"><h2>Request threads</h2>
  <table id="threads"><tr><th>#</th><th>state</th><th>request</th><th class="n">requests</th></tr></table></div>
</div>
<script>
"use strict";
function get(path, json) {
  return fetch(path, {cache: "no-store"}).then(r => json ? r.json() : r.text());
}
function esc(s) {
  return String(s).replace(/[&<>"]/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})[c]);
}
function kb(n) { return n >= 1048576 ? (n / 1048576).toFixed(1) + " MB" : (n / 1024).toFixed(1) + " KB"; }
function rows(table, html) {
  const t = document.getElementById(table);
  while (t.rows.length > 1) t.deleteRow(1);
  t.insertAdjacentHTML("beforeend", html);
}
function spark(samples) {
  const svg = document.getElementById("spark");
  const pts = samples.slice(-60).map(s => s[0]);
  const max = Math.max(1, ...pts);
  const w = 360 / 60;
  svg.innerHTML = pts.map((v, i) => {
    const h = Math.round(56 * v / max);
    return '<rect x="' + (i * w) + '" y="' + (58 - h) + '" width="' + (w - 1) + '" height="' + h + '" fill="#3b73c4"/>';
  }).join("");
}
async function poll() {
  try {
    const [st, jit, hot, rates, warm] = await Promise.all([
      get("/status.json", true), get("/jit-stats.json", true), get("/hot-functions.json?n=12", true),
      get("/rates.json", true), get("/warmup-status", false)]);
    document.getElementById("meta").textContent =
      "pid " + st.pid + ", up " + st.uptime + " s, " + st.threads.length + " request threads, queue " +
      st.queue.length + "/" + st.queue.capacity + ", JIT " + (jit.enabled ? "on" : "off");
    const s = rates.samples;
    const last = s.length ? s[s.length - 1][0] : 0;
    document.getElementById("rps").textContent = last.toFixed(1);
    document.getElementById("reqs").textContent = st.requests.accepted + " requests accepted, " + st.requests.refused + " refused";
    spark(s);
    const w = document.getElementById("warm");
    w.textContent = warm === "" ? "warmed up" : warm;
    w.className = warm === "" ? "ok" : "no";
    let tc = "";
    if (jit.enabled) {
      for (const [name, a] of Object.entries(jit.tc)) {
        const pct = a.capacity ? 100 * a.used / a.capacity : 0;
        tc += "<tr><td>" + esc(name) + '</td><td class="n">' + kb(a.used) + '</td><td class="n">' + kb(a.capacity) +
              '</td><td><div class="bar"><div style="width:' + Math.max(pct, pct > 0 ? 0.5 : 0).toFixed(2) + '%"></div></div> ' +
              pct.toFixed(2) + "%</td></tr>";
      }
    } else {
      tc = '<tr><td colspan="4" class="muted">JIT off</td></tr>';
    }
    rows("tc", tc);
    rows("hot", hot.functions.map(f => "<tr><td title=\"" + esc(f.file) + "\">" + esc(f.name || "(main)") +
         '</td><td class="n">' + f.calls + "</td></tr>").join("") || '<tr><td colspan="2" class="muted">none yet</td></tr>');
    rows("threads", st.threads.map(t => "<tr><td>" + t.id + "</td><td>" + t.state + "</td><td>" +
         (t.state === "busy" ? esc(t.method + " " + t.uri) + " (" + t.elapsed_ms + " ms)" : "") +
         '</td><td class="n">' + t.requests + "</td></tr>").join(""));
    document.body.dataset.loaded = String(Number(document.body.dataset.loaded) + 1);
  } catch (e) {
    document.getElementById("meta").textContent = "admin endpoint unreachable: " + e;
  }
}
poll();
setInterval(poll, 1000);
</script>
</body></html>
)HOPHTML";

} // namespace

const char* dashboardHtml() { return kDashboard; }

} // namespace hop::server
