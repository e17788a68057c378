// hash-context.h — HashContext's native state (hash_init's algorithm, running state, HMAC key).
#pragma once

#include <memory>
#include <string>

#include "runtime/ext/hash/hash-algos.h"

namespace hop {
struct ObjectData;
}

namespace hop::hash {

struct HashCtx {
  const HashAlgo* algo = nullptr;
  std::unique_ptr<HashState> state;   // null once finalized
  int64_t flags = 0;                  // HASH_HMAC
  std::string key;                    // the HMAC key block

  std::unique_ptr<HashCtx> copy() const;
};

/// A new HashContext object owning `ctx`.
ObjectData* newHashContext(std::unique_ptr<HashCtx> ctx);
/// The state of a HashContext object (null when it has none).
HashCtx* hashCtxOf(ObjectData* o);
/// hash_final: the raw digest (the HMAC's outer hash applied); the context is spent.
std::string finishContext(HashCtx& c);

std::string digest(const HashAlgo* algo, std::string_view data, const HashOptions& opts);
std::string toHex(std::string_view raw);

} // namespace hop::hash
