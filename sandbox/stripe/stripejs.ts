import { parseForm } from './form.ts';
import { STRIPE_JS_PATH } from './stripejs-paths.ts';
import { answerAuthentication } from './resources/setup-intents.ts';
import type { State } from './state.ts';

/**
 * A stand-in for Stripe.js (js.stripe.com/v3) and the frames it opens, so that card entry works in
 * a browser with no Internet: `window.Stripe(pk)` with `elements().create('card')` (the card fields
 * live in an iframe of this origin, as Stripe's live in js.stripe.com's: the page around them never
 * sees the number), `createPaymentMethod`, `createToken`, `confirmCardSetup` (with the 3-D Secure
 * challenge in a modal frame), `retrieveSetupIntent`. It calls this sandbox's `/v1/…` with the
 * publishable key as real Stripe.js calls api.stripe.com. Only what ListBridge and
 * @stripe/react-stripe-js use is there; README lists the rest.
 *
 * The product loads it from `STRIPE_JS_URL`, which the sandbox hands over like its other settings.
 */
export { STRIPE_JS_PATH };

interface Page {
  status: number;
  type: string;
  body: string;
}

/** Stripe's bracket form encoding (`card[number]`), used by both the page's script and the card frame. */
const FORM_ENCODER = `function form(obj, prefix, out) {
    Object.keys(obj).forEach(function (k) {
      var v = obj[k], name = prefix ? prefix + '[' + k + ']' : k;
      if (v === undefined || v === null) return;
      if (typeof v === 'object') form(v, name, out); else out.append(name, String(v));
    });
    return out;
  }`;

const html = (body: string, status = 200): Page => ({ status, type: 'text/html; charset=utf-8', body });

export function serveStripeJs(state: State, method: string, url: URL, raw: string): Page {
  const rest = url.pathname.slice(STRIPE_JS_PATH.length);
  if (method === 'GET' && (rest === '' || rest === 'stripe.js')) {
    return {
      status: 200,
      type: 'application/javascript; charset=utf-8',
      body: STRIPE_JS.replace('__BASE__', JSON.stringify(state.baseUrl)).replace('__FORM__', FORM_ENCODER),
    };
  }
  if (method === 'GET' && rest === 'elements-inner-card.html')
    return html(CARD_FRAME.replace('__BASE__', JSON.stringify(state.baseUrl)).replace('__FORM__', FORM_ENCODER));
  const challenge = /^three-d-secure\/(seti_[A-Za-z0-9]+)$/.exec(rest);
  if (challenge) {
    const id = challenge[1] ?? '';
    if (method === 'GET') {
      const secret = url.searchParams.get('client_secret') ?? '';
      if (!/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret)) return html('<p>Unknown authentication.</p>', 404);
      return html(CHALLENGE_PAGE.replaceAll('__ACTION__', `${STRIPE_JS_PATH}three-d-secure/${id}`).replaceAll('__SECRET__', secret));
    }
    if (method === 'POST') {
      const form = parseForm(raw);
      const si = answerAuthentication(
        { state, params: {}, requestId: null, idempotencyKey: null },
        id,
        String(form.client_secret ?? ''),
        form.result === 'complete',
      );
      if (!si) return html('<p>This authentication is no longer pending.</p>', 400);
      return html(`<!doctype html><meta charset="utf-8"><title>3D Secure</title><p>Returning to the merchant…</p>
<script>parent.postMessage({ __lbStripe: true, type: '3ds-done' }, '*');</script>`);
    }
  }
  return { status: 404, type: 'text/plain', body: 'Not found' };
}

const CHALLENGE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3D Secure 2 Test Page</title>
<style>body{font:15px system-ui,sans-serif;margin:0;padding:24px;color:#1a1a1a}h1{font-size:18px}
form{display:flex;gap:12px;flex-wrap:wrap;margin-top:20px}button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #635bff;cursor:pointer}
button[value=complete]{background:#635bff;color:#fff}button[value=fail]{background:#fff;color:#635bff}</style></head>
<body><h1>3D Secure 2 Test Page</h1>
<p>This is a test authentication page: no bank is contacted. Complete or fail the authentication of this card.</p>
<form method="post" action="__ACTION__"><input type="hidden" name="client_secret" value="__SECRET__">
<button type="submit" name="result" value="complete">Complete</button>
<button type="submit" name="result" value="fail">Fail</button></form></body></html>`;

/** The card fields, inside their own frame; they talk to the page only through postMessage. */
const CARD_FRAME = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Secure card payment input frame</title>
<style>html,body{margin:0;padding:0;background:transparent;font:16px system-ui,sans-serif}
.row{display:flex;gap:8px;align-items:center;flex-wrap:nowrap}input{font:inherit;border:0;outline:0;background:transparent;min-width:0;padding:8px 2px;color:#1a1a1a}
#n{flex:1 1 60%}#e{flex:0 0 5.5em}#c{flex:0 0 3.5em}input.invalid{color:#df1b41}</style></head>
<body><div class="row">
<input id="n" name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="Card number" aria-label="Credit or debit card number">
<input id="e" name="exp-date" autocomplete="cc-exp" inputmode="numeric" placeholder="MM / YY" aria-label="Credit or debit card expiration date">
<input id="c" name="cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC" aria-label="Credit or debit card CVC/CVV">
</div>
<script>
(function () {
  var BASE = __BASE__;
  var params = new URLSearchParams(location.search);
  var key = params.get('key');
  var elementId = params.get('id');
  var n = document.getElementById('n'), e = document.getElementById('e'), c = document.getElementById('c');
  var digits = function (s) { return s.replace(/\\D/g, ''); };
  function brand(d) {
    if (/^4/.test(d)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
    if (/^3[47]/.test(d)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
    if (/^35/.test(d)) return 'jcb';
    if (/^3(0|6|8)/.test(d)) return 'diners';
    return 'unknown';
  }
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) { var x = Number(d[d.length - 1 - i]); if (i % 2) { x *= 2; if (x > 9) x -= 9; } sum += x; }
    return sum % 10 === 0;
  }
  function err(code, message) { return { type: 'validation_error', code: code, message: message }; }
  function state(final) {
    var d = digits(n.value), b = brand(d), len = b === 'amex' ? 15 : b === 'diners' ? 14 : 16;
    var ed = digits(e.value), cd = digits(c.value), cvcLen = b === 'amex' ? 4 : 3;
    var error = null;
    if (d.length < len) { if (final || (document.activeElement !== n && d.length)) error = err('incomplete_number', 'Your card number is incomplete.'); }
    else if (d.length > 19 || !luhn(d)) error = err('invalid_number', 'Your card number is invalid.');
    if (!error) {
      if (ed.length < 4) { if (final || (document.activeElement !== e && ed.length)) error = err('incomplete_expiry', "Your card's expiration date is incomplete."); }
      else {
        var m = Number(ed.slice(0, 2)), y = 2000 + Number(ed.slice(2, 4)), now = new Date();
        if (m < 1 || m > 12) error = err('invalid_expiry_month', "Your card's expiration date is incomplete.");
        else if (y < now.getFullYear()) error = err('invalid_expiry_year_past', "Your card's expiration year is in the past.");
        else if (y === now.getFullYear() && m < now.getMonth() + 1) error = err('invalid_expiry_month_past', "Your card's expiration date is in the past.");
        else if (y > now.getFullYear() + 50) error = err('invalid_expiry_year', "Your card's expiration year is invalid.");
      }
    }
    if (!error && cd.length < cvcLen && (final || (document.activeElement !== c && cd.length))) error = err('incomplete_cvc', "Your card's security code is incomplete.");
    var complete = d.length >= len && luhn(d) && ed.length >= 4 && cd.length >= cvcLen && !error;
    return { elementType: 'card', empty: !d && !ed && !cd, complete: complete, brand: b, error: error || undefined, value: { postalCode: '' } };
  }
  function send(msg) { msg.__lbStripe = true; msg.elementId = elementId; parent.postMessage(msg, '*'); }
  function changed() {
    var ed = digits(e.value);
    if (ed.length > 2 && e.value.indexOf('/') < 0) e.value = ed.slice(0, 2) + ' / ' + ed.slice(2, 4);
    var s = state(false);
    n.className = s.error && /number/.test(s.error.code) ? 'invalid' : '';
    send({ type: 'change', event: s });
  }
  [n, e, c].forEach(function (input) {
    input.addEventListener('input', changed);
    input.addEventListener('focus', function () { send({ type: 'focus' }); });
    input.addEventListener('blur', function () { changed(); send({ type: 'blur' }); });
  });
  __FORM__
  window.addEventListener('message', function (ev) {
    if (ev.source !== parent || !ev.data || ev.data.__lbStripe !== true) return;
    var msg = ev.data;
    if (msg.type === 'focus') { n.focus(); return; }
    if (msg.type === 'clear') { n.value = e.value = c.value = ''; changed(); return; }
    if (msg.type !== 'create') return;
    var s = state(true);
    if (!s.complete) { send({ type: 'result', requestId: msg.requestId, result: { error: s.error || err('incomplete_number', 'Your card number is incomplete.') } }); return; }
    var ed = digits(e.value);
    var body = form({ type: msg.what === 'token' ? undefined : 'card', card: { number: digits(n.value), exp_month: Number(ed.slice(0, 2)), exp_year: 2000 + Number(ed.slice(2, 4)), cvc: digits(c.value) }, billing_details: msg.what === 'token' ? undefined : msg.billing_details, key: key }, '', new URLSearchParams());
    fetch(BASE + (msg.what === 'token' ? '/v1/tokens' : '/v1/payment_methods'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body })
      .then(function (r) { return r.json(); })
      .then(function (json) {
        var result = json.error ? { error: json.error } : msg.what === 'token' ? { token: json } : { paymentMethod: json };
        send({ type: 'result', requestId: msg.requestId, result: result });
      }, function () { send({ type: 'result', requestId: msg.requestId, result: { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } } }); });
  });
  send({ type: 'ready' });
})();
</script></body></html>`;

/** The page's side: window.Stripe. */
const STRIPE_JS = `/* ListBridge's offline stand-in for Stripe.js v3 (sandbox/stripe/stripejs.ts). */
(function () {
  'use strict';
  var BASE = __BASE__;
  var ORIGIN = new URL(BASE).origin;
  var seq = 0;
  var pending = {};
  var frames = {};
  window.addEventListener('message', function (ev) {
    if (ev.origin !== ORIGIN || !ev.data || ev.data.__lbStripe !== true) return;
    var msg = ev.data;
    if (msg.type === '3ds-done') { if (pending.threeDS) pending.threeDS(); return; }
    var el = frames[msg.elementId];
    if (!el || ev.source !== el._frame.contentWindow) return;
    if (msg.type === 'result') { var done = pending[msg.requestId]; delete pending[msg.requestId]; if (done) done(msg.result); return; }
    if (msg.type === 'ready') { el._ready = true; el._emit('ready', { elementType: 'card' }); return; }
    if (msg.type === 'change') { el._emit('change', msg.event); return; }
    el._emit(msg.type, { elementType: 'card' });
  });
  __FORM__
  function api(method, path, params) {
    var body = form(params, '', new URLSearchParams());
    var req = method === 'GET' ? fetch(BASE + path + '?' + body.toString()) : fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body });
    return req.then(function (r) { return r.json(); }, function () { return { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } }; });
  }
  function CardElement(type, options) {
    this._type = type; this._options = options || {}; this._handlers = {}; this._id = 'lbcard' + (++seq); this._frame = null;
  }
  CardElement.prototype.on = function (event, handler) { (this._handlers[event] = this._handlers[event] || []).push(handler); return this; };
  CardElement.prototype.off = function (event, handler) { var h = this._handlers[event] || []; this._handlers[event] = handler ? h.filter(function (x) { return x !== handler; }) : []; return this; };
  CardElement.prototype.once = function (event, handler) { var self = this; var once = function (e) { self.off(event, once); handler(e); }; return this.on(event, once); };
  CardElement.prototype._emit = function (event, payload) { (this._handlers[event] || []).slice().forEach(function (h) { h(payload); }); };
  CardElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeFrame' + this._id;
    frame.title = 'Secure card payment input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'border:none;margin:0;padding:0;width:100%;min-width:100%;height:40px;display:block;overflow:hidden;';
    frame.src = BASE + '/v3/elements-inner-card.html?key=' + encodeURIComponent(this._key) + '&id=' + this._id;
    this._frame = frame;
    frames[this._id] = this;
    node.appendChild(frame);
  };
  CardElement.prototype.unmount = function () { if (this._frame && this._frame.parentNode) this._frame.parentNode.removeChild(this._frame); };
  CardElement.prototype.destroy = function () { this.unmount(); delete frames[this._id]; if (this._elements) this._elements._remove(this); };
  CardElement.prototype.update = function (options) { Object.assign(this._options, options || {}); };
  CardElement.prototype.focus = function () { this._post({ type: 'focus' }); };
  CardElement.prototype.blur = function () {};
  CardElement.prototype.clear = function () { this._post({ type: 'clear' }); };
  CardElement.prototype._post = function (msg) { msg.__lbStripe = true; if (this._frame && this._frame.contentWindow) this._frame.contentWindow.postMessage(msg, ORIGIN); };
  CardElement.prototype._create = function (what, billingDetails) {
    var self = this;
    return new Promise(function (resolve) {
      var requestId = 'r' + (++seq);
      pending[requestId] = resolve;
      self._post({ type: 'create', what: what, requestId: requestId, billing_details: billingDetails });
    });
  };
  function isElement(v) { return v instanceof CardElement; }
  function integrationError(message) { var e = new Error(message); e.name = 'IntegrationError'; return e; }

  function Stripe(key, options) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw integrationError('Invalid value for Stripe(): apiKey should be a publishable key. You specified: ' + key + '.');
    function elements(opts) {
      var list = [];
      return {
        create: function (type, options) {
          if (type !== 'card') throw integrationError('This stand-in for Stripe.js offers the card Element only; "' + type + '" is not simulated.');
          if (list.some(function (e) { return e._type === type; })) throw integrationError('Can only create one Element of type ' + type + '.');
          var el = new CardElement(type, options); el._key = key; el._elements = this; list.push(el); return el;
        },
        // A type name, or (@stripe/react-stripe-js) the React component carrying its __elementType.
        getElement: function (type) { var t = typeof type === 'string' ? type : type && type.__elementType; return list.filter(function (e) { return e._type === t; })[0] || null; },
        update: function () {},
        fetchUpdates: function () { return Promise.resolve({}); },
        _remove: function (el) { list = list.filter(function (e) { return e !== el; }); },
      };
    }
    function createPaymentMethod(a, b, c) {
      var data = typeof a === 'string' ? Object.assign({ type: a }, c || {}, { card: b }) : a;
      if (!data || !isElement(data.card)) return Promise.reject(integrationError('Please provide a card Element to createPaymentMethod.'));
      return data.card._create('payment_method', data.billing_details);
    }
    function createToken(el) {
      if (!isElement(el)) return Promise.reject(integrationError('Please provide a card Element to createToken.'));
      return el._create('token');
    }
    function intentId(secret) { return String(secret).split('_secret_')[0]; }
    function retrieveSetupIntent(secret) {
      return api('GET', '/v1/setup_intents/' + intentId(secret), { key: key, client_secret: secret }).then(function (json) {
        return json.error ? { error: json.error } : { setupIntent: json };
      });
    }
    function challenge(url, secret) {
      return new Promise(function (resolve) {
        var shade = document.createElement('div');
        shade.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;';
        var frame = document.createElement('iframe');
        frame.name = '__privateStripeFrame3ds';
        frame.title = '3D Secure 2 Test Page';
        frame.style.cssText = 'border:none;background:#fff;border-radius:8px;width:min(420px,92vw);height:min(420px,80vh);';
        frame.src = url + '?client_secret=' + encodeURIComponent(secret);
        shade.appendChild(frame);
        document.body.appendChild(shade);
        pending.threeDS = function () { delete pending.threeDS; shade.parentNode.removeChild(shade); resolve(); };
      });
    }
    function afterConfirm(json, secret) {
      if (json.error) return { error: json.error };
      if (json.status === 'requires_action' && json.next_action && json.next_action.use_stripe_sdk) {
        return challenge(json.next_action.use_stripe_sdk.stripe_js, secret).then(function () { return retrieveSetupIntent(secret); }).then(function (r) {
          if (r.error) return r;
          var si = r.setupIntent;
          if (si.status === 'succeeded') return { setupIntent: si };
          return { error: Object.assign({}, si.last_setup_error, { setup_intent: si }) };
        });
      }
      return { setupIntent: json };
    }
    function confirmCardSetup(secret, data) {
      data = data || {};
      var pm = data.payment_method;
      var ready = typeof pm === 'string' ? Promise.resolve({ paymentMethod: { id: pm } }) : pm && isElement(pm.card) ? pm.card._create('payment_method', pm.billing_details) : Promise.reject(integrationError('confirmCardSetup needs payment_method: a card Element or a PaymentMethod id.'));
      return ready.then(function (r) {
        if (r.error) return r;
        return api('POST', '/v1/setup_intents/' + intentId(secret) + '/confirm', { key: key, client_secret: secret, payment_method: r.paymentMethod.id }).then(function (json) { return afterConfirm(json, secret); });
      });
    }
    function unsupported(name) { return function () { return Promise.reject(integrationError(name + ' is not simulated by the ListBridge Stripe sandbox.')); }; }
    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: elements,
      createPaymentMethod: createPaymentMethod,
      createToken: createToken,
      confirmCardSetup: confirmCardSetup,
      retrieveSetupIntent: retrieveSetupIntent,
      confirmCardPayment: unsupported('confirmCardPayment'),
      confirmSetup: unsupported('confirmSetup'),
      confirmPayment: unsupported('confirmPayment'),
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
