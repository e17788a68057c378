<?php
// openssl.php — the openssl module's resource-like classes (their OpenSSL handles are native: see openssl-x509.cpp).

final class OpenSSLCertificate
{
}

final class OpenSSLAsymmetricKey
{
}

final class OpenSSLCertificateSigningRequest
{
}
