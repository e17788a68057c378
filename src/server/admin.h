// admin.h — `hop serve`'s status (what each request thread runs, queue and request counts) and its admin endpoint on a loopback port of its own (hop.admin_port), served by its own thread.
//
// The request threads and the I/O thread record what they do in a
// ServerStatus; the admin thread reads it and answers /check-health,
// /status.json, /jit-stats.json, /vm-tcspace, /warmup-status,
// /hot-functions.json, /rates.json, /ping, /fpm-status (php-fpm's format), the
// dashboard (/) and /stop (graceful) even when every request thread is busy.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace hop::server {

struct Job;
struct ServerOptions;

/// One request thread's slot: what it runs now, what it ran.
struct ThreadStatus {
  std::mutex lock;
  bool busy = false;
  std::string method, uri, script;
  int64_t startUs = 0;          // wall clock of the request's start (µs)
  int64_t lastDurationUs = 0;   // of the request before
  uint64_t requests = 0;        // requests this slot served (threads replaced included)
  size_t contentLength = 0;
  pid_t tid = 0;
};

struct ServerStatus {
  explicit ServerStatus(size_t threads);
  int64_t startTime = 0;                    // unix seconds
  std::atomic<uint64_t> accepted{0};        // requests taken on the queue (php-fpm's "accepted conn")
  std::atomic<uint64_t> refused{0};         // answered 503: the queue was full
  std::atomic<int> active{0}, maxActive{0};
  std::atomic<size_t> queued{0}, maxQueued{0};
  size_t queueCapacity = 0;
  std::atomic<int> connections{0};
  std::vector<std::unique_ptr<ThreadStatus>> threads;

  /// The request thread `slot` starts / ends `job`.
  void begin(size_t slot, const Job& job);
  void end(size_t slot);
};

/// The calling request thread's request runs `script` (an HTTP request's
/// script is known once routed); nothing on a thread without a slot.
void noteRequestScript(const std::string& script);

/// What the admin thread samples once a second (requests accepted,
/// translations made): requests/s for the dashboard, the translation rate
/// behind /warmup-status. Used by the admin thread only.
class AdminSampler {
public:
  struct Sample {
    int64_t us;   // steady clock
    uint64_t accepted, translations;
  };
  static constexpr size_t kKeep = 120;
  /// /warmup-status: warm once fewer than kWarmTranslations translations were
  /// made in the last kWindowUs (see docs/server.md, "The admin endpoint").
  static constexpr int64_t kWindowUs = 10'000'000;
  static constexpr uint64_t kWarmTranslations = 10;
  /// A new sample, if the last is a second old or more.
  void sample(const ServerStatus& st);
  /// /rates.json: [requests/s, translations/s] between consecutive samples.
  std::string ratesJson() const;
  /// Empty when warmed up, else one line saying why not.
  std::string warmupStatus(const ServerStatus& st) const;

private:
  const Sample* atLeastAgo(int64_t us) const;
  std::vector<Sample> m_samples;
};

/// /vm-tcspace: bytes used and reserved per TC area, as text (HHVM's page of that name).
std::string vmTcSpace();
/// /hot-functions.json: the n registered PHP functions with the most calls (Func::callCount).
std::string hotFunctionsJson(size_t n);
/// The dashboard page (/ and /dashboard): HTML and JS polling the JSON pages.
const char* dashboardHtml();

/// The admin endpoint's listener and thread.
class AdminServer {
public:
  /// Listens on 127.0.0.1:port (0 picks one); false if it cannot.
  bool start(int port, ServerStatus& status, const ServerOptions& opts, bool announce);
  /// Ends the thread (the server is stopping).
  void stop();
  ~AdminServer() { stop(); }

private:
  void loop();
  int m_listen = -1;
  int m_stopFd = -1;
  ServerStatus* m_status = nullptr;
  const ServerOptions* m_opts = nullptr;
  AdminSampler m_sampler;
  std::thread m_thread;
};

} // namespace hop::server
