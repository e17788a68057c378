// number-test-util.h — tests: reads the php-generated tables in testdata/*.tsv (written by
// tools/generate-testdata.php) for the hopnumber unit tests. Header-only; tests only.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace hop::testing {

/// The rows of testdata/<name>, split at tabs; '#' lines are comments. The environment
/// variable HOP_NUMBER_TESTDATA points at another directory of tables (for soak runs with
/// tables generated at a larger scale; see tools/generate-testdata.php).
inline std::vector<std::vector<std::string>> readTable(const std::string& name) {
  const char* dir = std::getenv("HOP_NUMBER_TESTDATA");
  std::string path = (dir ? std::string(dir) : std::string(HOP_SOURCE_DIR) + "/src/runtime/number/testdata") + "/" + name;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    size_t start = 0;
    for (;;) {
      size_t tab = line.find('\t', start);
      fields.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
      if (tab == std::string::npos) break;
      start = tab + 1;
    }
    rows.push_back(std::move(fields));
  }
  return rows;
}

/// Bytes from the generator's hex encoding ("-" is the empty string).
inline std::string fromHex(const std::string& hex) {
  if (hex == "-") return std::string();
  std::string out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
  return out;
}

/// A double from the hex of its IEEE bits (big-endian, as php's pack('E')).
inline double fromBits(const std::string& hex) {
  uint64_t bits = std::stoull(hex, nullptr, 16);
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

inline std::string toBits(double d) {
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof d);
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(bits));
  return buffer;
}

/// Printable form of arbitrary bytes for failure messages.
inline std::string show(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
      out += static_cast<char>(c);
    } else {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
      out += buffer;
    }
  }
  return out + "\"";
}

} // namespace hop::testing
