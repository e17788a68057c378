// network.cpp — host, protocol and service lookups (gethostbyname[l], gethostbyaddr,
// getprotobyname/number, getservbyname/port), DNS queries through the C
// library's resolver (dns_check_record/checkdnsrr, dns_get_mx/getmxrr,
// dns_get_record with the DNS_* constants) and net_get_interfaces().
#include <arpa/inet.h>
#include <arpa/nameser.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <resolv.h>
#include <sys/socket.h>

#include <cstring>
#include <string>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

constexpr size_t kMaxFqdn = 255;

void put(ArrayData*& a, const char* k, TypedValue v) { ArrayData::setStr(a, StringData::interned(k), v); }
TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

// --- hosts ---------------------------------------------------------------------------

void f_gethostbyname(NativeArgs& a) {
  std::string name(a.sv(0));
  if (name.size() > kMaxFqdn) {
    raiseWarning("gethostbyname(): Host name cannot be longer than %zu characters", kMaxFqdn);
    a.retString(name);
    return;
  }
  struct hostent* hp = ::gethostbyname(name.c_str());
  if (!hp || !hp->h_addr_list || !hp->h_addr_list[0] || hp->h_addrtype != AF_INET) {
    a.retString(name);
    return;
  }
  struct in_addr in;
  std::memcpy(&in, hp->h_addr_list[0], sizeof in);
  a.retString(::inet_ntoa(in));
}

void f_gethostbynamel(NativeArgs& a) {
  std::string name(a.sv(0));
  if (name.size() > kMaxFqdn) {
    raiseWarning("gethostbynamel(): Host name cannot be longer than %zu characters", kMaxFqdn);
    a.retBool(false);
    return;
  }
  struct hostent* hp = ::gethostbyname(name.c_str());
  if (!hp || !hp->h_addr_list) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makePacked(4);
  for (int i = 0; hp->h_addr_list[i]; ++i) {
    if (hp->h_addrtype != AF_INET) continue;
    struct in_addr in;
    std::memcpy(&in, hp->h_addr_list[i], sizeof in);
    ArrayData::append(r, str(::inet_ntoa(in)));
  }
  a.retArray(r);
}

void f_gethostbyaddr(NativeArgs& a) {
  std::string ip(a.sv(0));
  struct in6_addr a6;
  struct in_addr a4;
  struct hostent* hp;
  if (::inet_pton(AF_INET6, ip.c_str(), &a6) == 1) {
    hp = ::gethostbyaddr(&a6, sizeof a6, AF_INET6);
  } else if (::inet_pton(AF_INET, ip.c_str(), &a4) == 1) {
    hp = ::gethostbyaddr(&a4, sizeof a4, AF_INET);
  } else {
    raiseWarning("gethostbyaddr(): Address is not a valid IPv4 or IPv6 address");
    a.retBool(false);
    return;
  }
  if (!hp || !hp->h_name || !*hp->h_name) a.retString(ip);
  else a.retString(hp->h_name);
}

// --- protocols and services --------------------------------------------------------------

void f_getprotobyname(NativeArgs& a) {
  std::string name(a.sv(0));
  struct protoent* p = ::getprotobyname(name.c_str());
  if (!p) a.retBool(false);
  else a.retInt(p->p_proto);
}

void f_getprotobynumber(NativeArgs& a) {
  struct protoent* p = ::getprotobynumber(int(a.i64(0)));
  if (!p) a.retBool(false);
  else a.retString(p->p_name);
}

void f_getservbyname(NativeArgs& a) {
  std::string name(a.sv(0)), proto(a.sv(1));
  struct servent* s = ::getservbyname(name.c_str(), proto.c_str());
  if (!s) a.retBool(false);
  else a.retInt(ntohs(uint16_t(s->s_port)));
}

void f_getservbyport(NativeArgs& a) {
  std::string proto(a.sv(1));
  struct servent* s = ::getservbyport(htons(uint16_t(a.i64(0))), proto.c_str());
  if (!s) a.retBool(false);
  else a.retString(s->s_name);
}

// --- DNS ------------------------------------------------------------------------------------

// php's DNS_* values.
constexpr int64_t kDnsA = 1, kDnsNs = 2, kDnsCname = 16, kDnsSoa = 32, kDnsPtr = 2048, kDnsHinfo = 4096,
                  kDnsCaa = 8192, kDnsMx = 16384, kDnsTxt = 32768, kDnsA6 = 16777216, kDnsSrv = 33554432,
                  kDnsNaptr = 67108864, kDnsAaaa = 134217728, kDnsAny = 268435456, kDnsAll = 251721779;

constexpr int kTypeCaa = 257;

/// One query through the resolver; the answer's length, or -1 (h_errno says why).
int dnsSearch(const std::string& host, int type, std::vector<unsigned char>& answer) {
  struct __res_state st;
  std::memset(&st, 0, sizeof st);
  if (res_ninit(&st) != 0) return -1;
  answer.assign(65536, 0);
  int n = res_nsearch(&st, host.c_str(), C_IN, type, answer.data(), int(answer.size()));
  res_nclose(&st);
  if (n > int(answer.size())) n = int(answer.size());
  return n;
}

struct DnsMessage {
  const unsigned char* begin;
  const unsigned char* end;
  const unsigned char* p;
  int qd, an, ns, ar;

  bool init(const std::vector<unsigned char>& buf, int n) {
    if (n < HFIXEDSZ) return false;
    begin = buf.data();
    end = begin + n;
    qd = (begin[4] << 8) | begin[5];
    an = (begin[6] << 8) | begin[7];
    ns = (begin[8] << 8) | begin[9];
    ar = (begin[10] << 8) | begin[11];
    p = begin + HFIXEDSZ;
    for (int i = 0; i < qd; ++i) {
      char name[MAXDNAME];
      int len = dn_expand(begin, end, p, name, sizeof name);
      if (len < 0 || p + len + QFIXEDSZ > end) return false;
      p += len + QFIXEDSZ;
    }
    return true;
  }
  bool name(const unsigned char* at, std::string& out, int* used = nullptr) const {
    char buf[MAXDNAME];
    int len = dn_expand(begin, end, at, buf, sizeof buf);
    if (len < 0) return false;
    out = buf;
    if (used) *used = len;
    return true;
  }
};

uint32_t get32(const unsigned char* p) { return (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | p[3]; }
uint16_t get16(const unsigned char* p) { return uint16_t((p[0] << 8) | p[1]); }

/// php_parserr: the next resource record as php's array (null when its type is
/// not wanted or not known); false when the message is malformed.
bool parseRecord(DnsMessage& m, int wantType, bool raw, ArrayData*& out) {
  out = nullptr;
  std::string host;
  int used;
  if (!m.name(m.p, host, &used)) return false;
  m.p += used;
  if (m.p + 10 > m.end) return false;
  int type = get16(m.p), cls = get16(m.p + 2);
  uint32_t ttl = get32(m.p + 4);
  int dlen = get16(m.p + 8);
  m.p += 10;
  const unsigned char* cp = m.p;
  if (cp + dlen > m.end) return false;
  m.p += dlen;
  if (wantType != T_ANY && type != wantType) return true;
  ArrayData* r = ArrayData::makeHash(8);
  put(r, "host", str(host));
  put(r, "class", str(cls == C_IN ? "IN" : "unknown"));
  put(r, "ttl", makeInt(ttl));
  auto target = [&](const unsigned char* at) {
    std::string t;
    if (m.name(at, t)) put(r, "target", str(t));
  };
  if (raw) {
    put(r, "type", makeInt(type));
    put(r, "data", str(std::string_view(reinterpret_cast<const char*>(cp), size_t(dlen))));
    out = r;
    return true;
  }
  char ip[INET6_ADDRSTRLEN];
  switch (type) {
    case T_A:
      if (dlen < 4) break;
      put(r, "type", str("A"));
      ::inet_ntop(AF_INET, cp, ip, sizeof ip);
      put(r, "ip", str(ip));
      break;
    case T_AAAA:
      if (dlen < 16) break;
      put(r, "type", str("AAAA"));
      ::inet_ntop(AF_INET6, cp, ip, sizeof ip);
      put(r, "ipv6", str(ip));
      break;
    case T_MX:
      put(r, "type", str("MX"));
      put(r, "pri", makeInt(get16(cp)));
      target(cp + 2);
      break;
    case T_CNAME: put(r, "type", str("CNAME")); target(cp); break;
    case T_NS: put(r, "type", str("NS")); target(cp); break;
    case T_PTR: put(r, "type", str("PTR")); target(cp); break;
    case T_HINFO: {
      put(r, "type", str("HINFO"));
      int n1 = cp[0];
      put(r, "cpu", str(std::string_view(reinterpret_cast<const char*>(cp + 1), size_t(n1))));
      int n2 = cp[1 + n1];
      put(r, "os", str(std::string_view(reinterpret_cast<const char*>(cp + 2 + n1), size_t(n2))));
      break;
    }
    case kTypeCaa: {
      put(r, "type", str("CAA"));
      put(r, "flags", makeInt(cp[0]));
      int tagLen = cp[1];
      put(r, "tag", str(std::string_view(reinterpret_cast<const char*>(cp + 2), size_t(tagLen))));
      put(r, "value", str(std::string_view(reinterpret_cast<const char*>(cp + 2 + tagLen), size_t(dlen - 2 - tagLen))));
      break;
    }
    case T_TXT: {
      put(r, "type", str("TXT"));
      std::string txt;
      ArrayData* entries = ArrayData::makePacked(2);
      for (int i = 0; i < dlen;) {
        int n = cp[i];
        std::string_view part(reinterpret_cast<const char*>(cp + i + 1), size_t(std::min(n, dlen - i - 1)));
        txt.append(part);
        ArrayData::append(entries, str(part));
        i += n + 1;
      }
      put(r, "txt", str(txt));
      put(r, "entries", makeArrayNoIncRef(entries));
      break;
    }
    case T_SOA: {
      put(r, "type", str("SOA"));
      std::string mname, rname;
      int n1 = 0, n2 = 0;
      if (!m.name(cp, mname, &n1) || !m.name(cp + n1, rname, &n2)) break;
      const unsigned char* q = cp + n1 + n2;
      put(r, "mname", str(mname));
      put(r, "rname", str(rname));
      put(r, "serial", makeInt(get32(q)));
      put(r, "refresh", makeInt(get32(q + 4)));
      put(r, "retry", makeInt(get32(q + 8)));
      put(r, "expire", makeInt(get32(q + 12)));
      put(r, "minimum-ttl", makeInt(get32(q + 16)));
      break;
    }
    case T_SRV:
      put(r, "type", str("SRV"));
      put(r, "pri", makeInt(get16(cp)));
      put(r, "weight", makeInt(get16(cp + 2)));
      put(r, "port", makeInt(get16(cp + 4)));
      target(cp + 6);
      break;
    case T_NAPTR: {
      put(r, "type", str("NAPTR"));
      put(r, "order", makeInt(get16(cp)));
      put(r, "pref", makeInt(get16(cp + 2)));
      const unsigned char* q = cp + 4;
      for (const char* k : {"flags", "services", "regex"}) {
        int n = q[0];
        put(r, k, str(std::string_view(reinterpret_cast<const char*>(q + 1), size_t(n))));
        q += n + 1;
      }
      std::string repl;
      if (m.name(q, repl)) put(r, "replacement", str(repl));
      break;
    }
    default:
      r->decRef();
      return true;
  }
  out = r;
  return true;
}

bool emptyArg(NativeArgs& a, const char* fn) {
  if (a.sv(0).empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #1 ($hostname) cannot be empty", fn);
  return false;
}

void checkRecord(NativeArgs& a, const char* fn) {
  emptyArg(a, fn);
  int type = T_MX;
  if (a.has(1)) {
    std::string t(a.sv(1));
    for (char& c : t) c = char(toupper(static_cast<unsigned char>(c)));
    static const struct { const char* n; int t; } kTypes[] = {
        {"A", T_A},       {"NS", T_NS},   {"MX", T_MX},     {"PTR", T_PTR},     {"ANY", T_ANY},  {"SOA", T_SOA},
        {"CAA", kTypeCaa}, {"TXT", T_TXT}, {"CNAME", T_CNAME}, {"AAAA", T_AAAA}, {"SRV", T_SRV}, {"NAPTR", T_NAPTR},
        {"A6", 38},
    };
    type = -1;
    for (auto& k : kTypes)
      if (t == k.n) type = k.t;
    if (type < 0) throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($type) must be a valid DNS record type", fn);
  }
  std::vector<unsigned char> answer;
  a.retBool(dnsSearch(std::string(a.sv(0)), type, answer) >= 0);
}

void f_dns_check_record(NativeArgs& a) { checkRecord(a, "dns_check_record"); }
void f_checkdnsrr(NativeArgs& a) { checkRecord(a, "checkdnsrr"); }

void getMx(NativeArgs& a) {
  ArrayData* hosts = ArrayData::makePacked(2);
  ArrayData* weights = a.has(2) ? ArrayData::makePacked(2) : nullptr;
  std::vector<unsigned char> answer;
  int n = dnsSearch(std::string(a.sv(0)), T_MX, answer);
  DnsMessage m;
  if (n >= 0 && m.init(answer, n)) {
    for (int i = 0; i < m.an && m.p < m.end; ++i) {
      std::string name;
      int used;
      if (!m.name(m.p, name, &used)) break;
      m.p += used;
      if (m.p + 10 > m.end) break;
      int type = get16(m.p), dlen = get16(m.p + 8);
      m.p += 10;
      const unsigned char* cp = m.p;
      m.p += dlen;
      if (type != T_MX || m.p > m.end) continue;
      std::string target;
      if (!m.name(cp + 2, target)) break;
      ArrayData::append(hosts, str(target));
      if (weights) ArrayData::append(weights, makeInt(get16(cp)));
    }
  }
  bool found = hosts->size() != 0;
  tvAssignMove(a.ref(1), makeArrayNoIncRef(hosts));
  if (weights) tvAssignMove(a.ref(2), makeArrayNoIncRef(weights));
  a.retBool(n >= 0 && found);
}

void f_dns_get_mx(NativeArgs& a) { getMx(a); }

void f_dns_get_record(NativeArgs& a) {
  std::string host(a.sv(0));
  int64_t typeParam = a.i64Or(1, kDnsAny);
  bool raw = a.bOr(4, false);
  if (!raw && (typeParam & ~kDnsAll) && typeParam != kDnsAny)
    throwError(ErrorKind::ValueError, "dns_get_record(): Argument #2 ($type) must be a DNS_* constant");
  if (raw && (typeParam < 1 || typeParam > 0xFFFF))
    throwError(ErrorKind::ValueError, "dns_get_record(): Argument #2 ($type) must be between 1 and 65535 when argument #5 ($raw) is true");
  std::vector<int> types;
  if (raw) types.push_back(int(typeParam));
  else if (typeParam == kDnsAny) types.push_back(T_ANY);
  else {
    static const struct { int64_t bit; int t; } kOrder[] = {
        {kDnsA, T_A},       {kDnsNs, T_NS},     {kDnsCname, T_CNAME}, {kDnsSoa, T_SOA},     {kDnsPtr, T_PTR},
        {kDnsHinfo, T_HINFO}, {kDnsCaa, kTypeCaa}, {kDnsMx, T_MX},     {kDnsTxt, T_TXT},     {kDnsA6, 38},
        {kDnsSrv, T_SRV},   {kDnsNaptr, T_NAPTR}, {kDnsAaaa, T_AAAA},
    };
    for (auto& o : kOrder)
      if (typeParam & o.bit) types.push_back(o.t);
  }
  ArrayData* result = ArrayData::makePacked(4);
  ArrayData* authns = a.has(2) ? ArrayData::makePacked(2) : nullptr;
  ArrayData* addtl = a.has(3) ? ArrayData::makePacked(2) : nullptr;
  auto fail = [&](const char* msg) {
    if (msg) raiseWarning("dns_get_record(): %s", msg);
    result->decRef();
    if (authns) authns->decRef();
    if (addtl) addtl->decRef();
    a.retBool(false);
  };
  for (int type : types) {
    std::vector<unsigned char> answer;
    int n = dnsSearch(host, type, answer);
    if (n < 0) {
      switch (h_errno) {
        case NO_DATA:
        case HOST_NOT_FOUND: continue;
        case NO_RECOVERY: return fail("An unexpected server failure occurred.");
        case TRY_AGAIN: return fail("A temporary server error occurred.");
        default: return fail("DNS Query failed");
      }
    }
    DnsMessage m;
    if (!m.init(answer, n)) continue;
    for (int i = 0; i < m.an && m.p < m.end; ++i) {
      ArrayData* rec;
      if (!parseRecord(m, type, raw, rec)) break;
      if (rec) ArrayData::append(result, makeArrayNoIncRef(rec));
    }
    for (int i = 0; authns && i < m.ns && m.p < m.end; ++i) {
      ArrayData* rec;
      if (!parseRecord(m, T_ANY, false, rec)) break;
      if (rec) ArrayData::append(authns, makeArrayNoIncRef(rec));
    }
    for (int i = 0; addtl && i < m.ar && m.p < m.end; ++i) {
      ArrayData* rec;
      if (!parseRecord(m, T_ANY, false, rec)) break;
      if (rec) ArrayData::append(addtl, makeArrayNoIncRef(rec));
    }
  }
  if (authns) tvAssignMove(a.ref(2), makeArrayNoIncRef(authns));
  if (addtl) tvAssignMove(a.ref(3), makeArrayNoIncRef(addtl));
  a.retArray(result);
}

// --- interfaces ----------------------------------------------------------------------------

std::string sockaddrString(const struct sockaddr* sa) {
  char buf[INET6_ADDRSTRLEN] = "";
  if (sa->sa_family == AF_INET) ::inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(sa)->sin_addr, buf, sizeof buf);
  else if (sa->sa_family == AF_INET6)
    ::inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(sa)->sin6_addr, buf, sizeof buf);
  return buf;
}

void f_net_get_interfaces(NativeArgs& a) {
  struct ifaddrs* addrs = nullptr;
  if (::getifaddrs(&addrs) != 0) {
    raiseWarning("net_get_interfaces(): getifaddrs() failed %d: %s", errno, std::strerror(errno));
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makeHash(8);
  for (struct ifaddrs* p = addrs; p; p = p->ifa_next) {
    StringData* name = StringData::make(p->ifa_name);
    TypedValue* iface = ArrayData::lvalStr(r, name);
    name->decRef();
    if (!iface->isArray()) tvAssignMove(*iface, makeArrayNoIncRef(ArrayData::makeHash(2)));
    ArrayData*& ifArr = iface->m_data.parr;
    TypedValue* uni = ArrayData::lvalStr(ifArr, StringData::interned("unicast"));
    if (!uni->isArray()) tvAssignMove(*uni, makeArrayNoIncRef(ArrayData::makePacked(4)));
    ArrayData* slot = ArrayData::makeHash(6);
    put(slot, "flags", makeInt(p->ifa_flags));
    if (p->ifa_addr) {
      int fam = p->ifa_addr->sa_family;
      put(slot, "family", makeInt(fam));
      if (fam == AF_INET || fam == AF_INET6) {
        put(slot, "address", str(sockaddrString(p->ifa_addr)));
        if (p->ifa_netmask) put(slot, "netmask", str(sockaddrString(p->ifa_netmask)));
        if ((p->ifa_flags & IFF_BROADCAST) && p->ifa_broadaddr)
          put(slot, "broadcast", str(sockaddrString(p->ifa_broadaddr)));
        if ((p->ifa_flags & IFF_POINTOPOINT) && p->ifa_dstaddr)
          put(slot, "dstaddr", str(sockaddrString(p->ifa_dstaddr)));
      }
    }
    ArrayData::append(uni->m_data.parr, makeArrayNoIncRef(slot));
    put(ifArr, "up", makeBool((p->ifa_flags & IFF_UP) != 0));
  }
  ::freeifaddrs(addrs);
  a.retArray(r);
}

const BuiltinDecl kNetworkBuiltins[] = {
    {"gethostbyname(string $hostname): string", f_gethostbyname},
    {"gethostbynamel(string $hostname): array|false", f_gethostbynamel},
    {"gethostbyaddr(string $ip): string|false", f_gethostbyaddr},
    {"getprotobyname(string $protocol): int|false", f_getprotobyname},
    {"getprotobynumber(int $protocol): string|false", f_getprotobynumber},
    {"getservbyname(string $service, string $protocol): int|false", f_getservbyname},
    {"getservbyport(int $port, string $protocol): string|false", f_getservbyport},
    {"dns_check_record(string $hostname, string $type = \"MX\"): bool", f_dns_check_record},
    {"checkdnsrr(string $hostname, string $type = \"MX\"): bool", f_checkdnsrr},
    {"dns_get_mx(string $hostname, &$hosts, &$weights = null): bool", f_dns_get_mx},
    {"getmxrr(string $hostname, &$hosts, &$weights = null): bool", f_dns_get_mx},
    {"dns_get_record(string $hostname, int $type = DNS_ANY, &$authoritative_name_servers = null, "
     "&$additional_records = null, bool $raw = false): array|false",
     f_dns_get_record},
    {"net_get_interfaces(): array|false", f_net_get_interfaces},
};
HOP_REGISTER_BUILTINS(kNetworkBuiltins);

const ConstantDecl kNetworkConstants[] = {
    {"DNS_A", makeInt(kDnsA)},       {"DNS_NS", makeInt(kDnsNs)},       {"DNS_CNAME", makeInt(kDnsCname)},
    {"DNS_SOA", makeInt(kDnsSoa)},   {"DNS_PTR", makeInt(kDnsPtr)},     {"DNS_HINFO", makeInt(kDnsHinfo)},
    {"DNS_CAA", makeInt(kDnsCaa)},   {"DNS_MX", makeInt(kDnsMx)},       {"DNS_TXT", makeInt(kDnsTxt)},
    {"DNS_A6", makeInt(kDnsA6)},     {"DNS_SRV", makeInt(kDnsSrv)},     {"DNS_NAPTR", makeInt(kDnsNaptr)},
    {"DNS_AAAA", makeInt(kDnsAaaa)}, {"DNS_ANY", makeInt(kDnsAny)},     {"DNS_ALL", makeInt(kDnsAll)},
};
HOP_REGISTER_CONSTANTS(kNetworkConstants);

} // namespace

} // namespace hop
