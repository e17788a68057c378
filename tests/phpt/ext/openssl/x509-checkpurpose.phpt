--TEST--
openssl: openssl_x509_checkpurpose with a CA file, a directory and untrusted certificates
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
$dir = sys_get_temp_dir() . "/hop-checkpurpose-" . getmypid();
@mkdir($dir);
$ca = "$dir/ca.pem";
file_put_contents($ca, $c);
var_dump(openssl_x509_checkpurpose($c, X509_PURPOSE_SSL_SERVER, [$ca]));
var_dump(openssl_x509_checkpurpose(openssl_x509_read($c), X509_PURPOSE_SSL_CLIENT, [$ca]));
var_dump(openssl_x509_checkpurpose($c, X509_PURPOSE_ANY, [$ca], $ca));
var_dump(openssl_x509_checkpurpose($c, X509_PURPOSE_SSL_SERVER, ["/nonexistent-hop-dir/none"]));
var_dump(openssl_x509_checkpurpose("junk", X509_PURPOSE_SSL_SERVER, [$ca]));
var_dump(openssl_x509_checkpurpose($c, X509_PURPOSE_ANY, [$ca], "/nonexistent-hop-dir/none"));
var_dump(openssl_x509_checkpurpose($c, X509_PURPOSE_ANY, [$dir]));
unlink($ca); rmdir($dir);
--EXPECTF--
bool(true)
bool(true)
bool(true)

Warning: openssl_x509_checkpurpose(): Unable to stat /nonexistent-hop-dir/none in %s on line 35
bool(false)
int(-1)

Warning: openssl_x509_checkpurpose(): Error opening the file, /nonexistent-hop-dir/none in %s on line 37
int(-1)
bool(false)
