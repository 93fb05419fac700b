// Popup sign-in loads Google's iframe library (gapi, https://apis.google.com/js/api.js)
// into the app's page and into the Auth emulator's relay frame; the two talk through it.
// The e2e machines are offline, so the browser context gets this small stand-in: the part
// of `gapi.iframes` the Firebase SDK and the emulator's frame use (open a frame, ping it,
// register handlers, send messages and get the handlers' answers) over postMessage.
// Google's real library does the same job with more machinery; nothing of the app is faked.
import type { BrowserContext } from '@playwright/test';

const GAPI_STAND_IN = String.raw`(function () {
  var MARK = '__gardenGapiStandIn';
  var sequence = 0;
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.pending = {};
    this.queued = [];
    this.ready = false;
    this.onReady = [];
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued.filter(function (call) { return call.data.name === name; });
    this.queued = this.queued.filter(function (call) { return call.data.name !== name; });
    var self = this;
    waiting.forEach(function (call) { self.answer(call.data, call.source); });
  };
  Channel.prototype.send = function (name, payload, callback) {
    var id = 'c' + ++sequence + '-' + Math.random().toString(36).slice(2);
    if (callback) this.pending[id] = callback;
    this.target.postMessage({ mark: MARK, kind: 'call', name: name, payload: payload, id: id }, '*');
  };
  Channel.prototype.answer = function (data, source) {
    var handler = this.handlers[data.name];
    if (!handler) return this.queued.push({ data: data, source: source });
    Promise.resolve(handler(data.payload)).then(function (value) {
      source.postMessage({ mark: MARK, kind: 'reply', id: data.id, result: [value] }, '*');
    });
  };
  Channel.prototype.receive = function (data, source) {
    if (data.kind === 'call') return this.answer(data, source);
    if (data.kind === 'ready') {
      this.ready = true;
      this.onReady.splice(0).forEach(function (resolve) { resolve(); });
      return;
    }
    if (data.kind === 'reply') {
      var callback = this.pending[data.id];
      delete this.pending[data.id];
      if (callback) callback(data.result);
    }
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      if (self.ready) resolve();
      else self.onReady.push(resolve);
    }).then(function () { if (callback) callback(); });
  };

  var frames = [];
  var parentChannel = window.parent !== window ? new Channel(window.parent) : null;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.mark !== MARK) return;
    if (parentChannel && event.source === window.parent) return parentChannel.receive(data, event.source);
    for (var i = 0; i < frames.length; i++)
      if (frames[i].target === event.source) return frames[i].receive(data, event.source);
  });

  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var channel = new Channel(element.contentWindow);
      frames.push(channel);
      return Promise.resolve(onOpen ? onOpen(channel) : channel);
    },
    getParentIframe: function () { return parentChannel; },
  };
  var gapi = (window.gapi = window.gapi || {});
  gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    Iframe: function () {},
    getContext: function () { return context; },
  };
  gapi.load = function (_modules, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); });
  };
  if (parentChannel) window.parent.postMessage({ mark: MARK, kind: 'ready' }, '*');
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();`;

/** Serves the stand-in for Google's loader, and refuses the fonts the emulator's pages ask. */
export async function serveGoogleApiLoader(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
}
