// http-parser-test.cpp — tests: the HTTP request parser on requests split anywhere, pipelining, chunked bodies, Expect, the limits (413/414/431), malformed input (400), and random input (never a crash).
#include "server/http-parser.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <random>

namespace hop::server {
namespace {

using Ev = HttpParser::Event;

TEST(HttpParser, SimpleGetAnySplit) {
  std::string req = "GET /a/b.php?x=1&y=%20 HTTP/1.1\r\nHost: localhost:8080\r\nX-Thing:  v  \r\nCookie: a=b\r\n\r\n";
  for (size_t step = 1; step <= req.size(); ++step) {
    HttpParser p(HttpLimits{});
    Ev e = Ev::NeedMore;
    for (size_t i = 0; i < req.size(); i += step) {
      p.feed(req.data() + i, std::min(step, req.size() - i));
      e = p.next();
      if (e != Ev::NeedMore) break;
    }
    ASSERT_EQ(e, Ev::Request) << step;
    HttpRequest r = p.takeRequest();
    EXPECT_EQ(r.method, "GET");
    EXPECT_EQ(r.target, "/a/b.php?x=1&y=%20");
    EXPECT_EQ(r.headers.size(), 3u);
    ASSERT_TRUE(r.header("x-thing"));
    EXPECT_EQ(*r.header("x-thing"), "v");
    EXPECT_EQ(*r.header("host"), "localhost:8080");
    EXPECT_TRUE(r.keepAlive);
    EXPECT_FALSE(p.midRequest());
  }
}

TEST(HttpParser, PipelinedRequestsOneAtATime) {
  std::string two = "POST /p HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhelloGET /q HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n";
  HttpParser p(HttpLimits{});
  p.feed(two.data(), two.size());
  ASSERT_EQ(p.next(), Ev::Request);
  HttpRequest a = p.takeRequest();
  EXPECT_EQ(a.method, "POST");
  EXPECT_EQ(a.body, "hello");
  EXPECT_TRUE(p.midRequest());   // the second one is buffered
  ASSERT_EQ(p.next(), Ev::Request);
  HttpRequest b = p.takeRequest();
  EXPECT_EQ(b.target, "/q");
  EXPECT_FALSE(b.keepAlive);
  EXPECT_EQ(p.next(), Ev::NeedMore);
}

TEST(HttpParser, ChunkedBodyAndHttp10) {
  std::string req = "POST /c HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n10\r\n0123456789abcdef\r\n0\r\n\r\n";
  HttpParser p(HttpLimits{});
  p.feed(req.data(), req.size());
  ASSERT_EQ(p.next(), Ev::Request);
  HttpRequest r = p.takeRequest();
  EXPECT_TRUE(r.chunked);
  EXPECT_EQ(r.body, "abc0123456789abcdef");
  HttpParser q(HttpLimits{});
  std::string old = "GET / HTTP/1.0\r\n\r\n";
  q.feed(old.data(), old.size());
  ASSERT_EQ(q.next(), Ev::Request);
  HttpRequest o = q.takeRequest();
  EXPECT_FALSE(o.keepAlive);
  EXPECT_EQ(o.minor, 0);
}

TEST(HttpParser, ExpectContinue) {
  std::string head = "PUT /u HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n";
  HttpParser p(HttpLimits{});
  p.feed(head.data(), head.size());
  EXPECT_EQ(p.next(), Ev::NeedMore);
  EXPECT_EQ(p.replies, "HTTP/1.1 100 Continue\r\n\r\n");
  EXPECT_TRUE(p.midRequest());
  p.feed("abc", 3);
  ASSERT_EQ(p.next(), Ev::Request);
  EXPECT_EQ(p.takeRequest().body, "abc");
}

TEST(HttpParser, Limits) {
  HttpLimits l;
  l.maxHeadBytes = 1024;
  l.maxBodyBytes = 100;
  auto status = [&](const std::string& in) {
    HttpParser p(l);
    p.feed(in.data(), in.size());
    Ev e = p.next();
    return e == Ev::Error ? p.errorStatus() : e == Ev::Request ? 200 : 0;
  };
  EXPECT_EQ(status("GET /" + std::string(2000, 'a') + " HTTP/1.1\r\n\r\n"), 414);
  EXPECT_EQ(status("GET / HTTP/1.1\r\nX-Big: " + std::string(2000, 'a') + "\r\n\r\n"), 431);
  EXPECT_EQ(status("POST / HTTP/1.1\r\nContent-Length: 101\r\n\r\n"), 413);
  std::string chunked = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n";
  for (int i = 0; i < 20; ++i) chunked += "a\r\n0123456789\r\n";
  EXPECT_EQ(status(chunked), 413);
  EXPECT_EQ(status("POST / HTTP/1.1\r\nContent-Length: 100\r\n\r\n" + std::string(100, 'x')), 200);
  EXPECT_EQ(status("PUT / HTTP/1.1\r\nContent-Length: 1\r\nExpect: magic\r\n\r\nx"), 417);
}

TEST(HttpParser, MalformedIs400) {
  for (const char* bad : {"GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\nContent-Length: abc\r\n\r\n",
                          "GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
                          "GET / HTTP/1.1\r\nBad Header: x\r\n\r\n", "GET / HTTP/9.9\r\n\r\n",
                          "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                          "GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n",
                          "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"}) {
    HttpParser p(HttpLimits{});
    p.feed(bad, std::strlen(bad));
    EXPECT_EQ(p.next(), Ev::Error) << bad;
    EXPECT_EQ(p.errorStatus(), 400) << bad;
  }
}

TEST(HttpParser, RandomInputNeverCrashes) {
  // HOP_FUZZ_ROUNDS / HOP_FUZZ_SEED: a longer run by hand (docs/perf-server.md quotes one).
  const char* roundsEnv = std::getenv("HOP_FUZZ_ROUNDS");
  const char* seedEnv = std::getenv("HOP_FUZZ_SEED");
  const long rounds = roundsEnv ? std::atol(roundsEnv) : 3000;
  std::mt19937 rng(seedEnv ? unsigned(std::atol(seedEnv)) : 14u);
  std::string seed = "POST /x?y HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n";
  for (long round = 0; round < rounds; ++round) {
    std::string in = seed;
    int edits = 1 + int(rng() % 6);
    for (int i = 0; i < edits; ++i) in[rng() % in.size()] = char(rng() % 256);
    HttpParser p(HttpLimits{});
    size_t pos = 0;
    while (pos < in.size()) {
      size_t n = 1 + rng() % 16;
      n = std::min(n, in.size() - pos);
      p.feed(in.data() + pos, n);
      pos += n;
      Ev e = p.next();
      while (e == Ev::Request) {
        p.takeRequest();
        e = p.next();
      }
      if (e == Ev::Error) break;
    }
  }
}

} // namespace
} // namespace hop::server
