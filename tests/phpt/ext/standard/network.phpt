--TEST--
host/protocol/service lookups, DNS argument checks, net_get_interfaces
--FILE--
<?php
var_dump(gethostbyname("localhost"), gethostbyname("127.0.0.1"), gethostbyname("no-such-host.invalid"));
var_dump(gethostbynamel("localhost"), gethostbynamel("no-such-host.invalid"));
var_dump(gethostbyaddr("127.0.0.1"), gethostbyaddr("::1"));
var_dump(gethostbyaddr("not-an-ip"));
var_dump(getprotobyname("tcp"), getprotobyname("udp"), getprotobyname("nope"), getprotobynumber(17), getprotobynumber(9999));
var_dump(getservbyname("http", "tcp"), getservbyname("ssh", "tcp"), getservbyname("nope", "tcp"), getservbyport(80, "tcp"), getservbyport(22, "udp"), getservbyport(65000, "tcp"));
var_dump(DNS_A, DNS_NS, DNS_CNAME, DNS_SOA, DNS_PTR, DNS_HINFO, DNS_CAA, DNS_MX, DNS_TXT, DNS_SRV, DNS_NAPTR, DNS_AAAA, DNS_A6, DNS_ANY, DNS_ALL);
try { dns_check_record("", "A"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { checkdnsrr("localhost", "BOGUS"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { dns_get_record("localhost", 12345); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(gethostbyname(str_repeat("a", 300)));
var_dump(getservbyname("http", "xyz"));
var_dump(dns_check_record("localhost", "a"), checkdnsrr("localhost"), dns_get_record("localhost", DNS_A), getmxrr("localhost", $h, $w), $h, $w, dns_get_mx("localhost", $h2), $h2);
$i = net_get_interfaces();
var_dump(isset($i["lo"]), $i["lo"]["up"], $i["lo"]["unicast"][1] ?? null);
--EXPECTF--
string(9) "127.0.0.1"
string(9) "127.0.0.1"
string(20) "no-such-host.invalid"
array(1) {
  [0]=>
  string(9) "127.0.0.1"
}
bool(false)
string(9) "localhost"
string(3) "::1"

Warning: gethostbyaddr(): Address is not a valid IPv4 or IPv6 address in %s on line 5
bool(false)
int(6)
int(17)
bool(false)
string(3) "udp"
bool(false)
int(80)
int(22)
bool(false)
string(4) "http"
bool(false)
bool(false)
int(1)
int(2)
int(16)
int(32)
int(2048)
int(4096)
int(8192)
int(16384)
int(32768)
int(33554432)
int(67108864)
int(134217728)
int(16777216)
int(268435456)
int(251721779)
dns_check_record(): Argument #1 ($hostname) cannot be empty
checkdnsrr(): Argument #2 ($type) must be a valid DNS record type
dns_get_record(): Argument #2 ($type) must be a DNS_* constant

Warning: gethostbyname(): Host name cannot be longer than 255 characters in %s on line 12
string(300) "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
bool(false)
bool(false)
bool(false)
array(0) {
}
bool(false)
array(0) {
}
array(0) {
}
bool(false)
array(0) {
}
bool(true)
bool(true)
array(4) {
  ["flags"]=>
  int(65609)
  ["family"]=>
  int(2)
  ["address"]=>
  string(9) "127.0.0.1"
  ["netmask"]=>
  string(9) "255.0.0.0"
}
