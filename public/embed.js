/* Loader for the campaign results widget: turns every <div data-campaign-widget> into a titled, lazy iframe that
   follows the widget's height. Safe to include more than once; works on any page because the widget origin is read
   from this script's own src. */
(function () {
  'use strict';
  var MESSAGE_TYPE = 'campaign-widget:height';
  var TITLES = { da: 'Ansvarlig AI i praksis', en: 'Responsible AI in practice' };
  var MAX_HEIGHT = 10000;

  var script = document.currentScript || document.querySelector('script[src$="/embed.js"]');
  if (!script || !script.src) return;
  var origin = new URL(script.src, location.href).origin;

  // One registry per widget origin on the page, so a second copy of this script reuses the first one's listener.
  var registries = (window.__campaignWidget = window.__campaignWidget || {});
  var registry = registries[origin];
  if (!registry) {
    registry = registries[origin] = { frames: [] };
    window.addEventListener('message', function (event) {
      if (event.origin !== origin) return;
      var data = event.data;
      if (!data || data.type !== MESSAGE_TYPE || typeof data.height !== 'number') return;
      if (!(data.height > 0 && data.height <= MAX_HEIGHT)) return;
      for (var i = 0; i < registry.frames.length; i++) {
        var frame = registry.frames[i];
        if (frame.contentWindow === event.source)
          frame.style.height = Math.ceil(data.height) + 'px';
      }
    });
  }

  function cssLength(value, fallback) {
    var text = (value || '').trim();
    if (/^\d+(\.\d+)?$/.test(text)) return text + 'px';
    return /^\d+(\.\d+)?(px|%|rem|em|vw|vh)$/.test(text) ? text : fallback;
  }

  function mount(host) {
    if (host.getAttribute('data-campaign-widget-ready') === origin) return;
    host.setAttribute('data-campaign-widget-ready', origin);
    var lang = host.getAttribute('data-lang') === 'en' ? 'en' : 'da';
    var url = new URL('/embed', origin);
    url.searchParams.set('lang', lang);
    var color = host.getAttribute('data-primary-color');
    if (color) url.searchParams.set('primaryColor', color);

    var frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = host.getAttribute('data-title') || TITLES[lang];
    frame.loading = 'lazy';
    frame.style.display = 'block';
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.maxWidth = cssLength(host.getAttribute('data-width'), '100%');
    frame.style.height = cssLength(host.getAttribute('data-height'), '600px');
    host.appendChild(frame);
    registry.frames.push(frame);
  }

  function mountAll() {
    var hosts = document.querySelectorAll('[data-campaign-widget]');
    for (var i = 0; i < hosts.length; i++) mount(hosts[i]);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
