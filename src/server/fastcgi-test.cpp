// fastcgi-test.cpp — tests: FastCGI record and name-value encoding (golden bytes), the parser on requests split anywhere, management records, refusals, limits, and random input (never a crash, an error or a request).
#include "server/fastcgi.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

namespace hop::server {
namespace {

std::string begin(uint16_t id, uint16_t role = fcgi::kResponder, uint8_t flags = 0) {
  std::string out;
  char b[8] = {char(role >> 8), char(role), char(flags), 0, 0, 0, 0, 0};
  fcgi::appendRecord(out, fcgi::kBeginRequest, id, std::string_view(b, 8));
  return out;
}

std::string request(uint16_t id, const std::vector<std::pair<std::string, std::string>>& params,
                    const std::string& body, bool keep = false) {
  std::string out = begin(id, fcgi::kResponder, keep ? fcgi::kKeepConn : 0);
  std::string nv;
  for (auto& [k, v] : params) fcgi::appendNameValue(nv, k, v);
  fcgi::appendStream(out, fcgi::kParams, id, nv);
  fcgi::appendRecord(out, fcgi::kParams, id, "");
  fcgi::appendStream(out, fcgi::kStdin, id, body);
  fcgi::appendRecord(out, fcgi::kStdin, id, "");
  return out;
}

TEST(FastCgi, RecordGoldenBytes) {
  std::string out;
  fcgi::appendRecord(out, fcgi::kStdout, 0x0102, "abc");
  EXPECT_EQ(out, std::string("\x01\x06\x01\x02\x00\x03\x05\x00" "abc\0\0\0\0\0", 16));
  out.clear();
  fcgi::appendEndRequest(out, 1, 0x01020304, fcgi::kOverloaded);
  EXPECT_EQ(out, std::string("\x01\x03\x00\x01\x00\x08\x00\x00" "\x01\x02\x03\x04\x02\x00\x00\x00", 16));
}

TEST(FastCgi, NameValueLengths) {
  std::string nv;
  fcgi::appendNameValue(nv, "A", std::string(200, 'v'));
  ASSERT_EQ(nv.size(), 1 + 4 + 1 + 200u);
  EXPECT_EQ(uint8_t(nv[0]), 1);
  EXPECT_EQ(std::string(nv.data() + 1, 4), std::string("\x80\x00\x00\xc8", 4));
  std::vector<std::pair<std::string, std::string>> got;
  ASSERT_TRUE(fcgi::parseNameValues(nv, got));
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].second.size(), 200u);
  // Lengths running past the end, and truncated 4-byte lengths, are refused.
  got.clear();
  EXPECT_FALSE(fcgi::parseNameValues(std::string("\x05\x00ab", 4), got));
  EXPECT_FALSE(fcgi::parseNameValues(std::string("\xff\xff\xff\xff\x01\x61", 6), got));
  EXPECT_FALSE(fcgi::parseNameValues(std::string("\x80\x00", 2), got));
  EXPECT_FALSE(fcgi::parseNameValues(std::string("\x01", 1), got));
}

TEST(FastCgi, LongStreamsSplitIntoRecords) {
  std::string out;
  fcgi::appendStream(out, fcgi::kStdout, 1, std::string(200000, 'x'));
  size_t pos = 0, content = 0, records = 0;
  while (pos < out.size()) {
    size_t len = (uint8_t(out[pos + 4]) << 8) | uint8_t(out[pos + 5]);
    size_t pad = uint8_t(out[pos + 6]);
    content += len;
    pos += 8 + len + pad;
    ++records;
  }
  EXPECT_EQ(pos, out.size());
  EXPECT_EQ(content, 200000u);
  EXPECT_EQ(records, 4u);
}

TEST(FastCgi, RequestSplitAtEveryByte) {
  std::string body(70000, 'b');   // STDIN across two records
  std::string wire = request(7, {{"SCRIPT_FILENAME", "/x.php"}, {"QUERY_STRING", std::string(300, 'q')}}, body, true);
  for (size_t cut : {size_t(1), size_t(7), size_t(8), size_t(9), size_t(100), wire.size() - 1}) {
    FcgiParser p{FcgiLimits{}};
    p.feed(wire.data(), cut);
    FcgiParser::Event e = p.next();
    if (e == FcgiParser::Event::NeedMore) {
      p.feed(wire.data() + cut, wire.size() - cut);
      e = p.next();
    }
    ASSERT_EQ(e, FcgiParser::Event::Request) << "cut at " << cut;
    FcgiRequest r = p.takeRequest();
    EXPECT_EQ(r.id, 7);
    EXPECT_TRUE(r.keepConn);
    ASSERT_EQ(r.params.size(), 2u);
    EXPECT_EQ(r.params[1].second.size(), 300u);
    EXPECT_EQ(r.body, body);
  }
}

TEST(FastCgi, TwoRequestsBackToBack) {
  std::string wire = request(1, {{"A", "1"}}, "one", true) + request(2, {{"A", "2"}}, "two", true);
  FcgiParser p{FcgiLimits{}};
  p.feed(wire.data(), wire.size());
  ASSERT_EQ(p.next(), FcgiParser::Event::Request);
  EXPECT_EQ(p.takeRequest().body, "one");
  ASSERT_EQ(p.next(), FcgiParser::Event::Request);
  EXPECT_EQ(p.takeRequest().body, "two");
  EXPECT_EQ(p.next(), FcgiParser::Event::NeedMore);
}

TEST(FastCgi, ManagementAndRefusals) {
  FcgiParser p{FcgiLimits{}};
  std::string nv;
  fcgi::appendNameValue(nv, "FCGI_MPXS_CONNS", "");
  std::string wire;
  fcgi::appendRecord(wire, fcgi::kGetValues, 0, nv);
  fcgi::appendRecord(wire, 99, 0, "");           // an unknown management type
  wire += begin(3, 2 /* AUTHORIZER */);           // an unknown role
  wire += begin(4) + begin(5);                     // a second request while one is open
  p.feed(wire.data(), wire.size());
  EXPECT_EQ(p.next(), FcgiParser::Event::NeedMore);
  std::string want;
  std::string ans;
  fcgi::appendNameValue(ans, "FCGI_MPXS_CONNS", "0");
  fcgi::appendRecord(want, fcgi::kGetValuesResult, 0, ans);
  char unk[8] = {99, 0, 0, 0, 0, 0, 0, 0};
  fcgi::appendRecord(want, fcgi::kUnknownType, 0, std::string_view(unk, 8));
  fcgi::appendEndRequest(want, 3, 0, fcgi::kUnknownRole);
  fcgi::appendEndRequest(want, 5, 0, fcgi::kCantMpxConn);
  EXPECT_EQ(p.replies, want);
}

TEST(FastCgi, MalformedInputFails) {
  auto fails = [](const std::string& wire, FcgiLimits limits = {}) {
    FcgiParser p{limits};
    p.feed(wire.data(), wire.size());
    return p.next() == FcgiParser::Event::Error;
  };
  EXPECT_TRUE(fails(std::string("\x02\x01\x00\x01\x00\x08\x00\x00", 8) + std::string(8, '\0')));   // version
  std::string shortBegin;
  fcgi::appendRecord(shortBegin, fcgi::kBeginRequest, 1, std::string(7, '\0'));
  EXPECT_TRUE(fails(shortBegin));
  std::string stdinFirst = begin(1);
  fcgi::appendRecord(stdinFirst, fcgi::kStdin, 1, "x");
  EXPECT_TRUE(fails(stdinFirst));
  std::string badParams = begin(1);
  fcgi::appendRecord(badParams, fcgi::kParams, 1, std::string("\x7f\x01", 2));
  fcgi::appendRecord(badParams, fcgi::kParams, 1, "");
  fcgi::appendRecord(badParams, fcgi::kStdin, 1, "");
  EXPECT_TRUE(fails(badParams));
  FcgiLimits small;
  small.maxBodyBytes = 10;
  EXPECT_TRUE(fails(request(1, {}, std::string(11, 'x')), small));
  small = FcgiLimits{};
  small.maxParamsBytes = 16;
  EXPECT_TRUE(fails(request(1, {{"NAME", std::string(20, 'v')}}, ""), small));
  std::string stdoutRec = begin(1);
  fcgi::appendRecord(stdoutRec, fcgi::kStdout, 1, "x");
  EXPECT_TRUE(fails(stdoutRec));
}

TEST(FastCgi, RandomInputNeverCrashes) {
  // HOP_FUZZ_ROUNDS / HOP_FUZZ_SEED: a longer run by hand (docs/perf-server.md quotes one).
  const char* roundsEnv = std::getenv("HOP_FUZZ_ROUNDS");
  const char* seedEnv = std::getenv("HOP_FUZZ_SEED");
  const long rounds = roundsEnv ? std::atol(roundsEnv) : 3000;
  std::mt19937 rng(seedEnv ? unsigned(std::atol(seedEnv)) : 12345u);
  std::string valid = request(1, {{"SCRIPT_FILENAME", "/a.php"}, {"X", "y"}}, "body");
  for (long round = 0; round < rounds; ++round) {
    std::string wire;
    if (round % 2) {
      wire = valid;   // a valid request with a few bytes flipped
      for (int k = 0; k < 1 + int(rng() % 4); ++k) wire[rng() % wire.size()] = char(rng());
    } else {
      wire.resize(rng() % 300);
      for (char& c : wire) c = char(rng());
      if (!wire.empty()) wire[0] = 1;
    }
    FcgiParser p{FcgiLimits{}};
    size_t pos = 0;
    while (pos < wire.size()) {
      size_t n = 1 + rng() % 64;
      if (n > wire.size() - pos) n = wire.size() - pos;
      p.feed(wire.data() + pos, n);
      pos += n;
      FcgiParser::Event e;
      while ((e = p.next()) == FcgiParser::Event::Request) p.takeRequest();
      if (e == FcgiParser::Event::Error) break;
    }
  }
  SUCCEED();
}

} // namespace
} // namespace hop::server
