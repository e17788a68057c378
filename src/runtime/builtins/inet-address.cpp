// inet-address.cpp — IP address conversions: ip2long/long2ip (IPv4 as an
// integer) and inet_pton/inet_ntop (IPv4/IPv6 text <-> packed bytes), on the
// C library's inet_pton/inet_ntop as php uses them.
#include <arpa/inet.h>

#include <string>

#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"

namespace hop {

namespace {

void f_ip2long(NativeArgs& a) {
  std::string s(a.sv(0));
  struct in_addr ip;
  if (s.empty() || s.find('\0') != std::string::npos || ::inet_pton(AF_INET, s.c_str(), &ip) != 1) {
    a.retBool(false);
    return;
  }
  a.retInt(int64_t(ntohl(ip.s_addr)));
}

void f_long2ip(NativeArgs& a) {
  struct in_addr ip;
  ip.s_addr = htonl(uint32_t(uint64_t(a.i64(0))));
  char buf[INET_ADDRSTRLEN];
  if (!::inet_ntop(AF_INET, &ip, buf, sizeof buf)) {
    a.retBool(false);
    return;
  }
  a.retString(buf);
}

void f_inet_pton(NativeArgs& a) {
  std::string s(a.sv(0));
  unsigned char buf[16];
  if (s.find('\0') == std::string::npos) {
    // A colon means IPv6, as php decides.
    int af = s.find(':') != std::string::npos ? AF_INET6 : AF_INET;
    if (::inet_pton(af, s.c_str(), buf) == 1) {
      a.retString(std::string_view(reinterpret_cast<char*>(buf), af == AF_INET6 ? 16 : 4));
      return;
    }
  }
  a.retBool(false);
}

void f_inet_ntop(NativeArgs& a) {
  std::string_view s = a.sv(0);
  char buf[INET6_ADDRSTRLEN];
  int af = s.size() == 4 ? AF_INET : (s.size() == 16 ? AF_INET6 : 0);
  if (!af || !::inet_ntop(af, s.data(), buf, sizeof buf)) {
    a.retBool(false);
    return;
  }
  a.retString(buf);
}

const BuiltinDecl kInetBuiltins[] = {
    {"ip2long(string $ip): int|false", f_ip2long},
    {"long2ip(int $ip): string|false", f_long2ip},
    {"inet_pton(string $ip): string|false", f_inet_pton},
    {"inet_ntop(string $ip): string|false", f_inet_ntop},
};
HOP_REGISTER_BUILTINS(kInetBuiltins);

} // namespace

} // namespace hop
