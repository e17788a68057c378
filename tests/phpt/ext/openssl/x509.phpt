--TEST--
openssl: OpenSSLCertificate, openssl_x509_parse/read/export/fingerprint
--FILE--
<?php
$c = <<<PEM
-----BEGIN CERTIFICATE-----
MIIDwjCCAqqgAwIBAgIEEjSrzTANBgkqhkiG9w0BAQsFADBgMQswCQYDVQQGEwJV
UzELMAkGA1UECAwCQ0ExETAPBgNVBAoMCEhvcCBUZXN0MQ0wCwYDVQQLDARVbml0
MQwwCgYDVQQLDANEZXYxFDASBgNVBAMMC2hvcC5leGFtcGxlMB4XDTI2MTEyNzA1
NDQ0NVoXDTM2MTEyNDA1NDQ0NVowYDELMAkGA1UEBhMCVVMxCzAJBgNVBAgMAkNB
MREwDwYDVQQKDAhIb3AgVGVzdDENMAsGA1UECwwEVW5pdDEMMAoGA1UECwwDRGV2
MRQwEgYDVQQDDAtob3AuZXhhbXBsZTCCASIwDQYJKoZIhvcNAQEBBQADggEPADCC
AQoCggEBAL22R9s5SOFucjLNBcxXYoIkn83eOjzgNIGaGRPH52oMG1bgcTyFnoXa
Eydranw2kFSTvxXw4EArIJc9eeFFznKmypsHULzwJClGSvo5An2iQtedLc1K1IFa
Hot6szpcWWEVTDypjnK7/nOaiV7rLVtWRGdTgsypPlV9j7ZHDe176Mtd3HdvCLQ7
3gMnE2hdwgfC1cXYyA2+fyJossfz5s3i/6x8c2d4EFxmy4i5ftiIPWrflvEVnzYM
LsVDdIFbyJGFKj470K6qaE06UxhqLDJximV8husrlUxo5m/m6ZeU5L1wFysG3Ix5
x2cTK9JIva+HJMMvbT5PGoXe0tjbbEcCAwEAAaOBgzCBgDAdBgNVHQ4EFgQUegnL
tGq4+EHb4glAQkh2yakKMywwHwYDVR0jBBgwFoAUegnLtGq4+EHb4glAQkh2yakK
MywwDwYDVR0TAQH/BAUwAwEB/zAtBgNVHREEJjAkggtob3AuZXhhbXBsZYIPd3d3
LmhvcC5leGFtcGxlhwR/AAABMA0GCSqGSIb3DQEBCwUAA4IBAQAEKhM4widPEKXe
OmZIMBwopX+yeUIFhSRD8NxyavM1ITe8jxoDMoa8NZ68qMee8NlRIv6C4bjprK07
QuEMWyukhFHDgh27sUGmkGwWgiWZySeoQ+xWGHz9xwbqY7TWIWURC4+ccjJc/z/I
X946ET0jUNwPaBAioGcF5RBhKEPZRAIw46MHhKhP7rdi88PxAOofMBSeWxuTUTjY
IbHT8eT7269nb4+HzVS854FMTT4AS/K8OOKH3DfORer5WAL9J9NMqa/LWkgZnDsn
HyC0tDXYio3gCzTCb3hl6XMROwPLlNrDrL2I9Nq86fLxFU80YoHBB7B9XiRjOqnZ
JRaPJyhU
-----END CERTIFICATE-----
PEM;
$c .= "\n";
var_dump(openssl_x509_parse($c));
var_dump(openssl_x509_parse("junk"), openssl_x509_read("junk"));
$tmp = tempnam(sys_get_temp_dir(), "crt");
file_put_contents($tmp, $c);
var_dump(openssl_x509_parse("file://" . $tmp, false)["subject"]);
$x = openssl_x509_read($c); var_dump($x);
var_dump(openssl_x509_export($x, $out), $out === $c, openssl_x509_fingerprint($x), openssl_x509_fingerprint($c, "sha256"), strlen(openssl_x509_fingerprint($x, "md5", true)));
var_dump(openssl_x509_export_to_file($x, $tmp), file_get_contents($tmp) === $c);
openssl_x509_export($c, $text, false); var_dump(str_contains($text, "Subject: C = US"), str_ends_with($text, $c));
unlink($tmp);
var_dump(openssl_x509_fingerprint($x, "nope"));
openssl_x509_free($x);
try { new OpenSSLCertificate; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone $x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(openssl_x509_parse(openssl_x509_read($c))["hash"]);
// Composer\CaBundle's check: a bundle whose first certificate parses
var_dump((bool) openssl_x509_parse($c . $c));
--EXPECTF--
array(16) {
  ["name"]=>
  string(52) "/C=US/ST=CA/O=Hop Test/OU=Unit/OU=Dev/CN=hop.example"
  ["subject"]=>
  array(5) {
    ["C"]=>
    string(2) "US"
    ["ST"]=>
    string(2) "CA"
    ["O"]=>
    string(8) "Hop Test"
    ["OU"]=>
    array(2) {
      [0]=>
      string(4) "Unit"
      [1]=>
      string(3) "Dev"
    }
    ["CN"]=>
    string(11) "hop.example"
  }
  ["hash"]=>
  string(8) "67a5c0c3"
  ["issuer"]=>
  array(5) {
    ["C"]=>
    string(2) "US"
    ["ST"]=>
    string(2) "CA"
    ["O"]=>
    string(8) "Hop Test"
    ["OU"]=>
    array(2) {
      [0]=>
      string(4) "Unit"
      [1]=>
      string(3) "Dev"
    }
    ["CN"]=>
    string(11) "hop.example"
  }
  ["version"]=>
  int(2)
  ["serialNumber"]=>
  string(9) "305441741"
  ["serialNumberHex"]=>
  string(8) "1234ABCD"
  ["validFrom"]=>
  string(13) "261127054445Z"
  ["validTo"]=>
  string(13) "361124054445Z"
  ["validFrom_time_t"]=>
  int(1795758285)
  ["validTo_time_t"]=>
  int(2111118285)
  ["signatureTypeSN"]=>
  string(10) "RSA-SHA256"
  ["signatureTypeLN"]=>
  string(23) "sha256WithRSAEncryption"
  ["signatureTypeNID"]=>
  int(668)
  ["purposes"]=>
  array(9) {
    [1]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      string(9) "sslclient"
    }
    [2]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      string(9) "sslserver"
    }
    [3]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      string(11) "nssslserver"
    }
    [4]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      string(9) "smimesign"
    }
    [5]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      string(12) "smimeencrypt"
    }
    [6]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      string(7) "crlsign"
    }
    [7]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      string(3) "any"
    }
    [8]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      string(10) "ocsphelper"
    }
    [9]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      bool(true)
      [2]=>
      string(13) "timestampsign"
    }
  }
  ["extensions"]=>
  array(4) {
    ["subjectKeyIdentifier"]=>
    string(59) "7A:09:CB:B4:6A:B8:F8:41:DB:E2:09:40:42:48:76:C9:A9:0A:33:2C"
    ["authorityKeyIdentifier"]=>
    string(59) "7A:09:CB:B4:6A:B8:F8:41:DB:E2:09:40:42:48:76:C9:A9:0A:33:2C"
    ["basicConstraints"]=>
    string(7) "CA:TRUE"
    ["subjectAltName"]=>
    string(58) "DNS:hop.example, DNS:www.hop.example, IP Address:127.0.0.1"
  }
}

Warning: openssl_x509_read(): X.509 Certificate cannot be retrieved in %s on line 29
bool(false)
bool(false)
array(5) {
  ["countryName"]=>
  string(2) "US"
  ["stateOrProvinceName"]=>
  string(2) "CA"
  ["organizationName"]=>
  string(8) "Hop Test"
  ["organizationalUnitName"]=>
  array(2) {
    [0]=>
    string(4) "Unit"
    [1]=>
    string(3) "Dev"
  }
  ["commonName"]=>
  string(11) "hop.example"
}
object(OpenSSLCertificate)#1 (0) {
}
bool(true)
bool(true)
string(40) "4f7e0c11ae873a6065a3b33a73ad5026975d48b7"
string(64) "defffc8971de2118bf8e5df4144e4647b1181e69f9d20efae308b8f70f2331c7"
int(16)
bool(true)
bool(true)
bool(false)
bool(true)

Warning: openssl_x509_fingerprint(): Unknown digest algorithm in %s on line 38
bool(false)

Deprecated: Function openssl_x509_free() is deprecated in %s on line 39
Cannot directly construct OpenSSLCertificate, use openssl_x509_read() instead
Trying to clone an uncloneable object of class OpenSSLCertificate
string(8) "67a5c0c3"
bool(true)
