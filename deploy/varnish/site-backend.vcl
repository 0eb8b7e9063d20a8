# The deployment's part of the Varnish configuration (default.vcl includes it): where the site is,
# and who may purge. This example: HAProxy (deploy/haproxy/haproxy.cfg) on this machine, port 6480.
backend site {
  .host = "127.0.0.1";
  .port = "6480";
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 30s;
}

# The site's servers and publishing jobs purge from here (CACHE_PURGE_VARNISH points at this Varnish).
acl purgers {
  "127.0.0.1";
  "::1";
}
