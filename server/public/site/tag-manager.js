// The site's local tag manager (spec 7.6). It loads only after the reader consents to it, starts
// the data layer and records the page view there; tags configured later read from window.dataLayer.
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.push({ event: 'tag-manager.start', time: Date.now() });
  layer.push({ event: 'page_view', page_path: location.pathname, page_title: document.title });
})();
