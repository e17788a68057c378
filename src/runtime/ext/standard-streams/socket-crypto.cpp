// socket-crypto.cpp — TLS on socket streams through OpenSSL (php's ext/openssl/xp_ssl.c):
// stream_socket_enable_crypto, the ssl:// and tls:// transports, and the "ssl" context options.
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <poll.h>

#include <cerrno>
#include <cstring>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/ext/standard-streams/socket.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/ops/conversions.h"

namespace hop::streams {

namespace {

const TypedValue* sslOption(ResourceData* context, const char* name) {
  StreamContext* c = context ? context->impl<StreamContext>() : nullptr;
  return c ? c->option("ssl", name) : nullptr;
}

bool boolOption(ResourceData* context, const char* name, bool def) {
  const TypedValue* v = sslOption(context, name);
  return v ? toBool(*v) : def;
}

std::string strOption(ResourceData* context, const char* name) {
  const TypedValue* v = sslOption(context, name);
  return v ? toStdString(*v) : "";
}

/// php_openssl_handle_ssl_error's text for the queued OpenSSL errors.
std::string opensslErrors() {
  std::string out;
  unsigned long e;
  char buf[256];
  while ((e = ERR_get_error()) != 0) {
    ERR_error_string_n(e, buf, sizeof(buf));
    if (!out.empty()) out += '\n';
    out += buf;
  }
  return out;
}

int passphraseCb(char* buf, int size, int, void* userdata) {
  auto* pass = static_cast<std::string*>(userdata);
  int n = int(std::min<size_t>(pass->size(), size_t(size)));
  memcpy(buf, pass->data(), size_t(n));
  return n;
}

/// The protocol range of a crypto method bit mask (STREAM_CRYPTO_METHOD_*).
void protocolRange(int64_t method, int& minV, int& maxV) {
  minV = 0;
  maxV = 0;
  struct { int bit; int ver; } map[] = {{8, TLS1_VERSION}, {16, TLS1_1_VERSION}, {32, TLS1_2_VERSION}, {64, TLS1_3_VERSION}};
  for (auto& m : map)
    if (method & m.bit) {
      if (!minV) minV = m.ver;
      maxV = m.ver;
    }
}

int allowSelfSignedCb(int ok, X509_STORE_CTX* st) {
  int err = X509_STORE_CTX_get_error(st);
  if (!ok && (err == X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT || err == X509_V_ERR_SELF_SIGNED_CERT_IN_CHAIN)) return 1;
  return ok;
}

bool matchesName(X509* cert, const std::string& name) {
  return X509_check_host(cert, name.data(), name.size(), 0, nullptr) == 1 ||
         X509_check_ip_asc(cert, name.c_str(), 0) == 1;
}

std::string certCommonName(X509* cert) {
  char buf[256] = {0};
  X509_NAME_get_text_by_NID(X509_get_subject_name(cert), NID_commonName, buf, sizeof(buf));
  return buf;
}

/// Sets up the SSL_CTX and SSL for a stream from the context options; false after php's warnings.
bool setupCrypto(SocketStream* s, int64_t method, bool client, ResourceData* context, const char* fn) {
  const SSL_METHOD* m = client ? TLS_client_method() : TLS_server_method();
  SSL_CTX* c = SSL_CTX_new(m);
  if (!c) {
    raiseWarning("%s(): SSL context creation failure", fn);
    return false;
  }
  int minV, maxV;
  protocolRange(method, minV, maxV);
  if (!minV) {
    SSL_CTX_free(c);
    raiseWarning("%s(): Invalid crypto method", fn);
    return false;
  }
  SSL_CTX_set_min_proto_version(c, minV);
  SSL_CTX_set_max_proto_version(c, maxV);
  bool verifyPeer = boolOption(context, "verify_peer", client);
  bool allowSelfSigned = boolOption(context, "allow_self_signed", false);
  if (verifyPeer) {
    std::string cafile = strOption(context, "cafile");
    std::string capath = strOption(context, "capath");
    if (cafile.empty()) cafile = ctx().ini.get("openssl.cafile").value_or("");
    if (capath.empty()) capath = ctx().ini.get("openssl.capath").value_or("");
    if (!cafile.empty() || !capath.empty()) {
      if (!SSL_CTX_load_verify_locations(c, cafile.empty() ? nullptr : cafile.c_str(), capath.empty() ? nullptr : capath.c_str())) {
        raiseWarning("%s(): Unable to set verify locations `%s' `%s'", fn, cafile.c_str(), capath.c_str());
        SSL_CTX_free(c);
        return false;
      }
    } else {
      SSL_CTX_set_default_verify_paths(c);
    }
    SSL_CTX_set_verify(c, SSL_VERIFY_PEER, allowSelfSigned ? allowSelfSignedCb : nullptr);
    if (const TypedValue* d = sslOption(context, "verify_depth")) SSL_CTX_set_verify_depth(c, int(toInt(*d)));
  } else {
    SSL_CTX_set_verify(c, SSL_VERIFY_NONE, nullptr);
  }
  std::string ciphers = strOption(context, "ciphers");
  if (!ciphers.empty() && !SSL_CTX_set_cipher_list(c, ciphers.c_str())) {
    raiseWarning("%s(): Failed setting cipher list: `%s'", fn, ciphers.c_str());
    SSL_CTX_free(c);
    return false;
  }
  if (const TypedValue* sl = sslOption(context, "security_level")) SSL_CTX_set_security_level(c, int(toInt(*sl)));
  std::string localCert = strOption(context, "local_cert");
  static thread_local std::string pass;
  pass = strOption(context, "passphrase");
  if (!pass.empty()) {
    SSL_CTX_set_default_passwd_cb(c, passphraseCb);
    SSL_CTX_set_default_passwd_cb_userdata(c, &pass);
  }
  if (!localCert.empty()) {
    if (SSL_CTX_use_certificate_chain_file(c, localCert.c_str()) != 1) {
      raiseWarning("%s(): Unable to set local cert chain file `%s'; Check that your cafile/capath settings include details of your "
                   "certificate and its issuer", fn, localCert.c_str());
      SSL_CTX_free(c);
      return false;
    }
    std::string pk = strOption(context, "local_pk");
    if (pk.empty()) pk = localCert;
    if (SSL_CTX_use_PrivateKey_file(c, pk.c_str(), SSL_FILETYPE_PEM) != 1) {
      raiseWarning("%s(): Unable to set private key file `%s'", fn, pk.c_str());
      SSL_CTX_free(c);
      return false;
    }
    if (!SSL_CTX_check_private_key(c)) raiseWarning("%s(): Private key does not match certificate!", fn);
  } else if (!client) {
    raiseWarning("%s(): local_cert must be specified when using a server", fn);
  }
  ERR_clear_error();
  SSL* ssl = SSL_new(c);
  SSL_set_fd(ssl, s->fdNum);
  if (client) {
    std::string peer = strOption(context, "peer_name");
    if (peer.empty() && !s->sniHost.empty()) peer = s->sniHost;
    if (boolOption(context, "SNI_enabled", true) && !peer.empty()) {
      std::string sni = strOption(context, "SNI_server_name");
      SSL_set_tlsext_host_name(ssl, (sni.empty() ? peer : sni).c_str());
    }
  }
  s->sslCtx = c;
  s->ssl = ssl;
  return true;
}

/// Runs the handshake; 1 done, 0 would block (non-blocking), -1 failed (after warnings).
int handshake(SocketStream* s, bool client, ResourceData* context, const char* fn) {
  int64_t timeoutUs = s->timeoutUs;
  for (;;) {
    ERR_clear_error();
    int r = client ? SSL_connect(s->ssl) : SSL_accept(s->ssl);
    if (r == 1) break;
    int e = SSL_get_error(s->ssl, r);
    if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) {
      if (!s->blocking) return 0;
      struct pollfd p = {s->fdNum, short(e == SSL_ERROR_WANT_READ ? POLLIN : POLLOUT), 0};
      int pr;
      do pr = ::poll(&p, 1, timeoutUs < 0 ? -1 : int((timeoutUs + 999) / 1000));
      while (pr < 0 && errno == EINTR);
      if (pr <= 0) {
        raiseWarning("%s(): SSL: Handshake timed out", fn);
        return -1;
      }
      continue;
    }
    std::string errs = opensslErrors();
    if (e == SSL_ERROR_SYSCALL && errs.empty()) {
      if (errno) raiseWarning("%s(): SSL: %s", fn, strerror(errno));
      else raiseWarning("%s(): SSL: Connection reset by peer", fn);
    } else {
      raiseWarning("%s(): SSL operation failed with code %d. OpenSSL Error messages:\n%s", fn, e, errs.c_str());
    }
    return -1;
  }
  if (client && boolOption(context, "verify_peer_name", true)) {
    std::string peer = strOption(context, "peer_name");
    if (peer.empty()) peer = s->sniHost;
    X509* cert = SSL_get1_peer_certificate(s->ssl);
    if (cert && !peer.empty() && !matchesName(cert, peer)) {
      raiseWarning("%s(): Peer certificate CN=`%s' did not match expected CN=`%s'", fn, certCommonName(cert).c_str(), peer.c_str());
      X509_free(cert);
      return -1;
    }
    if (cert) X509_free(cert);
  }
  return 1;
}

} // namespace

void SocketStream::endCrypto() {
  if (ssl) {
    if (cryptoOn && fdNum >= 0) SSL_shutdown(ssl);
    SSL_free(ssl);
  }
  if (sslCtx) SSL_CTX_free(sslCtx);
  ssl = nullptr;
  sslCtx = nullptr;
  cryptoOn = false;
}

ssize_t cryptoRead(SocketStream* s, char* buf, size_t n) {
  for (;;) {
    if (s->blocking && SSL_pending(s->ssl) == 0 && !s->waitForData()) return -1;
    ERR_clear_error();
    int r = SSL_read(s->ssl, buf, int(std::min<size_t>(n, 1 << 30)));
    if (r > 0) return r;
    int e = SSL_get_error(s->ssl, r);
    if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) {
      if (!s->blocking) return 0;
      continue;
    }
    if (e == SSL_ERROR_ZERO_RETURN || (e == SSL_ERROR_SYSCALL && ERR_peek_error() == 0)) {
      s->eof = true;
      return 0;
    }
    std::string errs = opensslErrors();
    raiseWarning("%s(): SSL operation failed with code %d. OpenSSL Error messages:\n%s", curFn(), e, errs.c_str());
    s->eof = true;
    return -1;
  }
}

ssize_t cryptoWrite(SocketStream* s, const char* buf, size_t n) {
  for (;;) {
    ERR_clear_error();
    int r = SSL_write(s->ssl, buf, int(std::min<size_t>(n, 1 << 30)));
    if (r > 0) return r;
    int e = SSL_get_error(s->ssl, r);
    if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) {
      if (!s->blocking) return 0;
      struct pollfd p = {s->fdNum, short(e == SSL_ERROR_WANT_READ ? POLLIN : POLLOUT), 0};
      ::poll(&p, 1, s->timeoutUs < 0 ? -1 : int((s->timeoutUs + 999) / 1000));
      continue;
    }
    std::string errs = opensslErrors();
    if (!errs.empty())
      raiseWarning("%s(): SSL operation failed with code %d. OpenSSL Error messages:\n%s", curFn(), e, errs.c_str());
    else raiseNotice("%s(): Send of %zu bytes failed with errno=%d %s", curFn(), n, errno, strerror(errno));
    return -1;
  }
}

int enableCrypto(SocketStream* s, bool enable, int64_t method, bool isClient, ResourceData* context, const char* fn) {
  if (!enable) {
    if (s->cryptoOn) s->endCrypto();
    return -1;   // php's xp_ssl reports failure even after shutting TLS down
  }
  if (s->cryptoOn) return 1;
  if (!s->ssl) {
    if (!setupCrypto(s, method, isClient, context, fn)) return -1;
  }
  int r = handshake(s, isClient, context, fn);
  if (r == 0) return 0;
  if (r < 0) {
    if (std::string_view(fn) != "stream_socket_accept") raiseWarning("%s(): Failed to enable crypto", fn);
    SSL_free(s->ssl);
    SSL_CTX_free(s->sslCtx);
    s->ssl = nullptr;
    s->sslCtx = nullptr;
    return -1;
  }
  s->cryptoOn = true;
  return 1;
}

} // namespace hop::streams
