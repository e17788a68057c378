// number-fuzz.cpp — tools: the C++ side of the hopnumber differential fuzzer.
//
// Input (stdin): the lines written by tools/number-fuzz.php, "<op> <fields...> => <hex>",
// where <hex> is php 8.2's answer. Each case is recomputed with the functions of
// src/runtime/number (and the array-key normalization) and compared byte for byte.
// Output: the cases that differ (with both answers readable), then a count per op; the exit
// status is 1 when any case differs.
//
//   php tools/number-fuzz.php <seed> <cases-per-kind> | build/number-fuzz [maxReports]

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "runtime/array/array-key.h"
#include "runtime/number/double-format.h"
#include "runtime/number/math-format.h"
#include "runtime/number/mt-rand.h"
#include "runtime/number/numeric-string.h"
#include "runtime/number/printf-format.h"
#include "runtime/number/string-increment.h"

namespace {

using namespace hop;

// --- Encodings shared with number-fuzz.php -------------------------------------------------

std::string fromHex(const std::string& hex) {
  if (hex == "-") return std::string();
  std::string out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
  return out;
}

double fromBits(const std::string& hex) {
  uint64_t bits = std::stoull(hex, nullptr, 16);
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

std::string bits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, sizeof d);
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016" PRIx64, b);
  return buffer;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (;;) {
    size_t at = s.find(sep, start);
    parts.push_back(s.substr(start, at == std::string::npos ? std::string::npos : at - start));
    if (at == std::string::npos) return parts;
    start = at + 1;
  }
}

/// Arbitrary bytes made readable for a report.
std::string show(const std::string& s) {
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

// --- One op each -----------------------------------------------------------------------------

std::string runDouble(const std::string& op, const std::vector<std::string>& f) {
  double d = fromBits(f[1]);
  std::string out;
  if (op == "d2i") return std::to_string(doubleToInt(d));
  int precision = std::stoi(f[2]);
  if (op == "echo") appendDoublePrecision(out, d, precision);
  else if (op == "export") appendDoubleSerialize(out, d, precision, true);
  else if (op == "dump") appendDoubleVarDump(out, d, precision);
  else appendDoubleJson(out, d, precision, f[3] == "1");
  return out;
}

std::string runNumeric(const std::vector<std::string>& f) {
  std::string s = fromHex(f[1]);
  NumericParse p = parseNumeric(s, true);
  std::string loose;
  switch (p.kind) {
    case NumericKind::None: loose = "N"; break;
    case NumericKind::Int: loose = "I:" + std::to_string(p.ival); break;
    case NumericKind::Double: loose = "D:" + bits(p.dval + 0.0); break;  // `$s + 0` turns -0.0 into 0.0
  }
  if (p.kind != NumericKind::None && p.trailingData) loose += "+T";
  return loose + "|" + (isNumericString(s) ? "1" : "0") + "|" + std::to_string(stringToInt(s)) + "|" +
         bits(stringToDouble(s));
}

std::string runPrintf(const std::vector<std::string>& f) {
  std::vector<PrintfValue> values;
  if (f[3] != "-") {
    for (const std::string& item : split(f[3], ',')) {
      PrintfValue v{PrintfValue::Type::Int};
      std::string payload = item.substr(2);
      if (item[0] == 'i') v.i = std::stoll(payload);
      else if (item[0] == 'd') v.type = PrintfValue::Type::Double, v.d = fromBits(payload);
      else v.type = PrintfValue::Type::String, v.s = fromHex(payload);
      values.push_back(std::move(v));
    }
  }
  PrintfValueArgs args(std::move(values));
  PrintfResult r = formatPrintf(fromHex(f[2]), args, f[1] == "v" ? kPrintfArgsFromArray : 1);
  std::string answer;
  switch (r.errorKind) {
    case PrintfResult::ErrorKind::None: answer = "ok:" + r.out; break;
    case PrintfResult::ErrorKind::ValueError: answer = "ValueError:" + r.error; break;
    case PrintfResult::ErrorKind::ArgumentCountError: answer = "ArgumentCountError:" + r.error; break;
    case PrintfResult::ErrorKind::FatalError: answer = "FatalError:" + r.error; break;
  }
  for (const std::string& notice : r.notices) {
    if (notice.rfind("Requested precision", 0) == 0) answer += "#" + notice;
  }
  return answer;
}

std::string runMath(const std::string& op, const std::vector<std::string>& f) {
  if (op == "round") return bits(phpRound(fromBits(f[1]), std::stoll(f[2]), std::stoi(f[3])));
  if (op == "nf") return numberFormat(fromBits(f[1]), std::stoi(f[2]), fromHex(f[3]), fromHex(f[4]));
  if (op == "int2b") {
    int64_t v = std::stoll(f[1]);
    return decbin(v) + "|" + decoct(v) + "|" + dechex(v);
  }
  // base
  std::string s = fromHex(f[2]);
  if (f[1] == "base_convert") {
    BaseConvertResult r = baseConvert(s, std::stoll(f[3]), std::stoll(f[4]));
    return (r.ok ? "S:" + r.value : "E:" + r.error) + (r.invalidCharacters ? "+dep" : "");
  }
  BaseNumber n = f[1] == "bindec" ? bindec(s) : f[1] == "octdec" ? octdec(s) : hexdec(s);
  return (n.isDouble ? "D:" + bits(n.dval) : "I:" + std::to_string(n.ival)) + (n.invalidCharacters ? "+dep" : "");
}

/// shuffle() and str_shuffle() as mt-rand.h documents them.
template <typename T>
void shuffleLikePhp(MtRand& mt, std::vector<T>& v) {
  for (int64_t i = static_cast<int64_t>(v.size()) - 1; i > 0; --i) {
    int64_t j = mt.uniformRange(0, i);
    if (j != i) std::swap(v[i], v[j]);
  }
}

/// array_rand() on a list without holes, as mt-rand.h documents it.
std::string arrayRandLikePhp(MtRand& mt, int64_t n, int64_t k) {
  if (k == 1) return std::to_string(mt.uniformRange(0, n - 1));
  bool negative = false;
  if (k > n / 2) negative = true, k = n - k;
  std::vector<bool> marked(n);
  while (k) {
    int64_t r = mt.uniformRange(0, n - 1);
    if (!marked[r]) marked[r] = true, --k;
  }
  std::string out;
  for (int64_t i = 0; i < n; ++i) {
    if (marked[i] == negative) continue;
    if (!out.empty()) out += ',';
    out += std::to_string(i);
  }
  return out;
}

std::string runMt(const std::vector<std::string>& f) {
  MtRand mt;
  mt.seed(static_cast<uint32_t>(std::stoll(f[1])), std::stoi(f[2]));
  std::string out;
  for (const std::string& call : split(f[3], ' ')) {
    std::string result;
    char kind = call[0];
    std::string rest = call.substr(1);
    if (kind == 'm' || kind == 'r') {
      result = std::to_string(mt.mtRand());
    } else if (kind == 'M' || kind == 'R' || kind == 'A') {
      auto bounds = split(rest, ':');
      int64_t a = std::stoll(bounds[0]), b = std::stoll(bounds[1]);
      result = kind == 'M' ? std::to_string(mt.range(a, b))
             : kind == 'R' ? std::to_string(mt.legacyRand(a, b))
                           : arrayRandLikePhp(mt, a, b);
    } else if (kind == 'S' || kind == 'T') {
      int64_t n = std::stoll(rest);
      std::vector<int64_t> v(n);
      for (int64_t i = 0; i < n; ++i) v[i] = i;
      shuffleLikePhp(mt, v);
      const char* alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
      for (int64_t i = 0; i < n; ++i) {
        if (kind == 'S' && i) result += ',';
        result += kind == 'S' ? std::to_string(v[i]) : std::string(1, alphabet[v[i]]);
      }
      if (result.empty()) result = "-";
    } else {  // K: skip
      for (int64_t i = std::stoll(rest); i > 0; --i) mt.mtRand();
      result = ".";
    }
    if (!out.empty()) out += ' ';
    out += result;
  }
  return out;
}

std::string runKey(const std::vector<std::string>& f) {
  int64_t v;
  return isCanonicalIntKey(fromHex(f[1]), v) ? "I:" + std::to_string(v) : "S";
}

std::string run(const std::vector<std::string>& f) {
  const std::string& op = f[0];
  if (op == "echo" || op == "export" || op == "dump" || op == "json" || op == "d2i") return runDouble(op, f);
  if (op == "num") return runNumeric(f);
  if (op == "printf") return runPrintf(f);
  if (op == "round" || op == "nf" || op == "base" || op == "int2b") return runMath(op, f);
  if (op == "mt") return runMt(f);
  if (op == "inc") return incrementString(fromHex(f[1]));
  if (op == "key") return runKey(f);
  return "<unknown op " + op + ">";
}

}  // namespace

int main(int argc, char** argv) {
  int maxReports = argc > 1 ? std::atoi(argv[1]) : 50;
  std::map<std::string, std::pair<int, int>> tally;  // op -> (cases, failures)
  std::string line;
  int reported = 0;
  bool anyFailure = false;
  while (std::getline(std::cin, line)) {
    size_t arrow = line.find("\t=>\t");
    if (arrow == std::string::npos) continue;
    std::string casePart = line.substr(0, arrow);
    std::string want = fromHex(line.substr(arrow + 4));
    std::vector<std::string> fields = split(casePart, '\t');
    std::string got;
    try {
      got = run(fields);
    } catch (const std::exception& e) {
      got = std::string("<exception ") + e.what() + ">";
    }
    auto& t = tally[fields[0]];
    ++t.first;
    if (got == want) continue;
    ++t.second;
    anyFailure = true;
    if (reported++ < maxReports) {
      std::cout << "MISMATCH " << casePart << "\n  php: " << show(want) << "\n  hop: " << show(got) << "\n";
      if (fields[0] == "printf") std::cout << "  format: " << show(fromHex(fields[2])) << "\n";
      if (fields[0] == "num" || fields[0] == "inc" || fields[0] == "key" || fields[0] == "base") {
        std::cout << "  input: " << show(fromHex(fields[0] == "base" ? fields[2] : fields[1])) << "\n";
      }
    }
  }
  for (const auto& [op, t] : tally) std::cout << op << ": " << t.first << " cases, " << t.second << " differ\n";
  return anyFailure ? 1 : 0;
}
