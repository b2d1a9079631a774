/**
 * The HTML page around each rendered route: Docusaurus's own template
 * (node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js) with one change, how the scripts load.
 *
 * Docusaurus writes `<script defer>` for each script, and a deferred script runs as soon as the
 * HTML is parsed: when the scripts are already there (a cached visit, a fast connection) the
 * browser evaluates `main` and the page's chunks before it paints anything, and the first paint
 * waits for about 200 ms of script on a slow phone. Here each script is a low-priority preload,
 * which downloads as early, in the same order and at the same priority as a deferred script, and
 * a small inline script runs them, in order, once the page has painted its content. Nothing a
 * reader sees waits for JavaScript. Hydration starts a frame or two later than before when the
 * scripts are already there, and no later on a slow connection, where they arrive after the paint.
 *
 * `first-contentful-paint` is reported by every current browser (the scripts run at once where it
 * is not); a tab opened in the background paints only when shown, and the timer runs the scripts
 * there anyway.
 * `tests/e2e/budgets.spec.ts` checks that each page paints before any script runs and loads no
 * script its HTML does not name. `tests/unit/ssr-template.test.ts` renders this template and the
 * installed default one with the same data and fails, printing the lines, when they differ by
 * anything but the script loading: after a Docusaurus upgrade, carry its change over here.
 */
const runScriptsAfterFirstPaint = `(function (scripts) {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return run();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  }).observe({type: 'paint', buffered: true});
  setTimeout(run, 3000);
})`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${runScriptsAfterFirstPaint}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </body>
</html>
`;
