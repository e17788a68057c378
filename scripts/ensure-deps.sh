#!/usr/bin/env bash
# ensure-deps.sh — installs the Debian packages HopVM builds and tests with,
# when they are missing. Shared by ./run and ./test (which adds --test: the
# reference php with its extensions, and the Debian PHP libraries the
# realworld and PHPUnit/Composer suites run).
set -euo pipefail
need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
build=(g++ cmake ninja-build pkg-config ccache python3 libpcre2-dev libssl-dev libcrypt-dev libasmjit-dev libzydis-dev
       libicu-dev libxml2-dev libxxhash-dev zlib1g-dev libargon2-dev tzdata
       node-llhttp)   # the built-in HTTP server's parser: generated C sources under /usr/share/llhttp
test=(libgtest-dev linux-perf php-cli php8.2-mbstring php8.2-intl php8.2-xml php-twig php-parser phpunit
      php-league-commonmark php-parsedown php-symfony-console php-symfony-yaml php-monolog php-nesbot-carbon composer
      # more libraries, as a new user would try them (tests/libraries)
      php-doctrine-inflector php-doctrine-lexer php-symfony-string php-symfony-translation-contracts php-symfony-finder php-symfony-var-dumper
      php-symfony-expression-language php-symfony-routing php-symfony-options-resolver php-symfony-http-foundation
      php-league-html-to-markdown php-nette-utils php-ramsey-uuid php-phpseclib3
      php-email-validator php-guzzlehttp-psr7 php-nikic-fast-route php-sql-formatter php-sabre-vobject php-tcpdf
      php-masterminds-html5 smarty4 php-dompdf php-composer-semver
      # server mode's differential tests (tests/server)
      php8.2-fpm nginx-light
      # the admin dashboard's test in headless Chromium (tests/server/admin_tests.py)
      chromium)
args=()
for a in "$@"; do
  if [ "$a" = "--test" ]; then args+=("${test[@]}"); else args+=("$a"); fi
done
for p in "${build[@]}" "${args[@]}"; do
  have_pkg "$p" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing missing packages: ${need[*]}" >&2
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2 || true
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >&2
fi
