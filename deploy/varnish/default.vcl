# The site's Varnish configuration (Varnish 7.1, Debian's `varnish`; xkey from `varnish-modules`).
# docs/edge.md says how to run it. What it does:
#
# - Anonymous pages and public API answers are kept for everyone: one copy per address (and encoding).
#   Cookies the server does not read (the privacy choices, the `cache` cookie, the banner's choice,
#   analytics) never make a request miss the cache; the ones it reads reach it on a miss.
# - A signed-in reader (the session cookie), a preview link's browser and a developer's override pass
#   the cache both ways: their pages are rendered for them and never stored.
# - What the server marks private, no-store or no-cache, or answers with Set-Cookie, is never stored.
# - Every stored answer keeps the surrogate keys of its `xkey` header; the site purges them by key
#   (PURGE with an `xkey-purge` header, platform/cache/varnishPurger.ts) when what they show changes.
# - Past its lifetime a stored page is served (up to an hour) while one request renews it; a renewal
#   the site fails (no copy ready, a 5xx) leaves the stale page in place. Which copies are ready is
#   HAProxy's to know: Varnish does not probe, so a slow check never turns every miss into a 503.
# - Edge Side Includes: a stored article page includes an empty answer that counts the reader's view
#   (server/src/platform/cache/viewIncludes.ts), fetched for every reader it is served to.
#
# The backend (HAProxy in front of the server copies, or one server) and the addresses allowed to
# purge are the deployment's own: site-backend.vcl beside this file (an example is shipped).
vcl 4.1;

import xkey;
import cookie;

include "site-backend.vcl";

# Cookies whose reader gets pages of their own: signed in, previewing a build, or a developer's remote.
# (On https the site's cookies carry the __Host- prefix.)
sub site_personal_cookie {
  if (req.http.Cookie ~ "(^|;\s*)(__Host-)?oap_(session|preview|dev_remotes)=") {
    return (pass);
  }
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Purging is not allowed from this address."));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "A purge names its surrogate keys in the xkey-purge header."));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone + " objects."));
  }
  # Forms, sign-in and every other write go to the site as they came.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Probes and metrics say how this copy is now.
  if (req.url ~ "^/(healthz|readyz|metrics)(\?|$)") {
    return (pass);
  }
  # Where the site redirects (and the OIDC provider's pages), cookies decide: never from the cache.
  # A view counted for the reader (an article page's include) is never kept either.
  if (req.url ~ "^/(api/auth/|oidc/|api/user(\?|$))" || req.url ~ "^/api/articles/.+/view$") {
    return (pass);
  }
  if (req.http.Cookie) {
    call site_personal_cookie;
    # A miss fetches with the reader's cookies (a form page's token needs its secret); the lookup
    # sees only the canary bucket, which a page varies by (Vary: Cookie) while a canary runs.
    set req.http.X-Site-Cookie = req.http.Cookie;
    cookie.parse(req.http.Cookie);
    cookie.keep_re("^(__Host-)?oap_canary_bucket$");
    set req.http.Cookie = cookie.get_string();
    if (req.http.Cookie == "") {
      unset req.http.Cookie;
    }
  }
  return (hash);
}

sub vcl_hit {
  set req.http.X-Cache = "hit";
}

sub vcl_miss {
  set req.http.X-Cache = "miss";
}

sub vcl_pass {
  set req.http.X-Cache = "pass";
}

sub vcl_backend_fetch {
  # This cache processes Edge Side Includes (the ESI 1.0 specification's announcement).
  set bereq.http.Surrogate-Capability = "varnish=ESI/1.0";
  if (bereq.http.X-Site-Cookie) {
    set bereq.http.Cookie = bereq.http.X-Site-Cookie;
    unset bereq.http.X-Site-Cookie;
  }
}

sub vcl_backend_response {
  if (beresp.http.Surrogate-Control ~ "ESI/1.0") {
    unset beresp.http.Surrogate-Control;
    set beresp.do_esi = true;
  }
  # A page renewed in the background while the site fails (5xx) stays as it was, served past its time.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  if (bereq.uncacheable) {
    return (deliver);
  }
  # Kept only when the site says any cache may keep it for a while, for anyone.
  if (beresp.http.Set-Cookie
      || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
      || beresp.http.Cache-Control !~ "(?i)(s-maxage|max-age)=[1-9]"
      || beresp.http.Vary == "*") {
    # Asked again for two minutes without waiting on each other (hit-for-miss).
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  set beresp.grace = 1h;
  set beresp.keep = 0s;
  return (deliver);
}

sub vcl_deliver {
  set resp.http.X-Cache = req.http.X-Cache;
  # The keys are for this cache; the reader needs none of them.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}

sub vcl_synth {
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.body = resp.reason + {"
"};
  return (deliver);
}
