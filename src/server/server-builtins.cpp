// server-builtins.cpp — the functions only a web SAPI has (fastcgi_finish_request), registered by `hop serve` before the runtime starts, so the CLI lacks them as php's does.
#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"
#include "server/server.h"
#include "vm/callable.h"

namespace hop::server {

namespace {

/// php-fpm's: ends every output buffer (their handlers run), sends the
/// headers and the output, ends the response; the script runs on.
void f_fastcgi_finish_request(NativeArgs& a) {
  WebRequest* web = webRequest();
  if (!web) {
    a.retBool(false);
    return;
  }
  ExecutionContext& ec = ctx();
  TypedValue endFlush = makeStringNoIncRef(StringData::make("ob_end_flush"));
  while (!ec.output.empty()) tvDecRef(callCallable(endFlush, nullptr, 0));
  tvDecRef(endFlush);
  ec.output.sendHeaders();
  ec.output.flushStdout();
  a.retBool(web->finishEarly());
}

const BuiltinDecl kServerBuiltins[] = {
    {"fastcgi_finish_request(): bool", f_fastcgi_finish_request},
};

} // namespace

void registerServerBuiltins() {
  BuiltinRegistry::addTable(kServerBuiltins, sizeof(kServerBuiltins) / sizeof(kServerBuiltins[0]));
}

} // namespace hop::server
