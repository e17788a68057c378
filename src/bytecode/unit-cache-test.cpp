// unit-cache-test.cpp — the bytecode cache's format: a compiled unit
// survives serialize → deserialize → serialize byte for byte, and damaged
// bytes (flipped, truncated, extended) give no unit or a unit, never a crash;
// a cache entry is used by its file's stamp only when the stamp was settled.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <random>

#include "bytecode/unit-cache.h"
#include "compiler/compiler.h"
#include "runtime/class/pre-class.h"

namespace hop {
namespace {

const char* kSource = R"PHP(<?php
declare(strict_types=1);
namespace App\Model;

use Countable;

/** A doc comment. */
#[\Attribute(\Attribute::TARGET_CLASS)]
final class Tag {
  public function __construct(public readonly string $name = 'x', private array $opts = ['a' => [1, 2.5, null, true], 7 => 'z']) {}
}

interface HasSize extends Countable { const LIMIT = 10 ** 3; }

trait Greets {
  public static int $count = 0;
  /** Says hello. */
  public function hello(?string $who = null): string { return "hello " . ($who ?? static::class); }
  abstract protected function name(): string;
}

enum Suit: string implements \JsonSerializable {
  case Hearts = 'H';
  case Spades = 'S';
  const Wild = self::Spades;
  public function jsonSerialize(): mixed { return $this->value; }
}

#[Tag('box'), Tag(name: 'other')]
abstract class Box implements HasSize {
  use Greets { hello as protected hi; }
  protected const DEFAULT = [self::class => Suit::Hearts];
  private int|string $id = PHP_INT_MAX;
  public static $registry = [];
  abstract public function count(): int;
  public function items(int ...$xs): \Generator {
    static $calls = 0;
    $calls++;
    try {
      foreach ($xs as $k => $x) yield $k => $x * 2;
    } catch (\Exception $e) {
      throw new \RuntimeException('bad', 1, $e);
    } finally {
      echo "done\n";
    }
  }
  protected function name(): string { return 'box'; }
}

function make(int $n = 3, &$out = null, callable|\Closure|null $f = null): array {
  $f ??= fn($x) => $x + $n;
  $g = function ($y) use (&$out, $n) { return $out = $y . $n; };
  $m = match (true) { $n > 2 => 'big', default => 'small' };
  return [$f(1), $g(2), $m, __LINE__, __FILE__, __DIR__, __FUNCTION__, 1.5e300, -0.0, "a\0b"];
}

if (PHP_VERSION_ID > 80000) {
  function later() { return new class extends Box { public function count(): int { return 1; } }; }
}
echo json_encode(make()), "\n";
__halt_compiler(); trailing data
)PHP";

std::unique_ptr<Unit> compile(const char* src) {
  auto r = compileSource(src, "/tmp/unit-cache-test.php");
  if (auto* e = std::get_if<CompileError>(&r)) {
    ADD_FAILURE() << e->message << " on line " << e->line;
    return nullptr;
  }
  return std::move(std::get<std::unique_ptr<Unit>>(r));
}

TEST(UnitCache, RoundTripIsExact) {
  auto unit = compile(kSource);
  ASSERT_TRUE(unit);
  std::string bytes = serializeUnit(*unit);
  ASSERT_FALSE(bytes.empty());
  auto back = deserializeUnit(bytes, unit->filePath);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->funcs.size(), unit->funcs.size());
  EXPECT_EQ(back->preClasses.size(), unit->preClasses.size());
  EXPECT_EQ(back->litstrs, unit->litstrs);   // interned: the same strings
  EXPECT_EQ(back->haltCompilerOffset, unit->haltCompilerOffset);
  EXPECT_TRUE(back->strictTypes);
  for (size_t i = 0; i < unit->funcs.size(); ++i) {
    EXPECT_EQ(back->funcs[i]->bc, unit->funcs[i]->bc) << i;
    EXPECT_EQ(back->funcs[i]->name, unit->funcs[i]->name) << i;
    EXPECT_EQ(back->funcs[i]->unit, back.get());
  }
  for (auto& pc : back->preClasses)
    for (Func* m : pc->methods) EXPECT_EQ(m->preClass, pc.get());
  EXPECT_EQ(serializeUnit(*back), bytes);
}

TEST(UnitCache, DamagedBytesNeverCrash) {
  auto unit = compile(kSource);
  ASSERT_TRUE(unit);
  std::string bytes = serializeUnit(*unit);
  std::mt19937 rng(12345);
  int rejected = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    std::string b = bytes;
    switch (iter % 4) {
      case 0: b.resize(rng() % b.size()); break;                       // truncated
      case 1: b[rng() % b.size()] ^= char(1u << (rng() % 8)); break;    // one bit flipped
      case 2:
        for (int k = 0; k < 8; ++k) b[rng() % b.size()] = char(rng());  // bytes overwritten
        break;
      case 3: {                                                         // a u32 set to a big value
        size_t at = rng() % (b.size() - 4);
        uint32_t v = rng() % 2 ? 0xffffffffu : 0x7fffffffu;
        std::memcpy(&b[at], &v, 4);
        break;
      }
    }
    if (!deserializeUnit(b, "/tmp/damaged.php")) ++rejected;
  }
  EXPECT_GT(rejected, 1000);
  EXPECT_FALSE(deserializeUnit("", "x"));
  EXPECT_FALSE(deserializeUnit(bytes + "x", "x"));
}

TEST(UnitCache, StampVouchesOnlyWhenSettled) {
  std::string dir = (std::filesystem::temp_directory_path() / ("hop-unit-cache-test-" + std::to_string(::getpid())))
                        .string();
  std::filesystem::remove_all(dir);
  std::string source = "<?php function f() { return 1; }";
  int reads = 0;
  SourceStamp fileStamp;
  auto fetch = [&](std::string_view& src, SourceStamp& st) {
    ++reads;
    src = source;
    st = fileStamp;
    return true;
  };
  auto load = [&](const SourceStamp& known) {
    auto r = compileCached(dir, known, fetch, "/virtual/a.php", CompileOptions{});
    auto* u = std::get_if<std::unique_ptr<Unit>>(&r);
    return u && *u;
  };
  SourceStamp recent;
  recent.valid = true;
  recent.size = int64_t(source.size());
  recent.mtimeSec = recent.ctimeSec = 1000;
  recent.ino = 7;
  UnitCacheStats& stats = unitCacheStats();
  uint32_t hits0 = stats.hits, stamp0 = stats.stampHits;

  // Recorded while the file was recent: every later load reads and compares the bytes.
  fileStamp = recent;
  ASSERT_TRUE(load(recent));
  EXPECT_EQ(reads, 1);
  ASSERT_TRUE(load(recent));
  EXPECT_EQ(reads, 2);
  EXPECT_EQ(stats.hits - hits0, 1u);
  EXPECT_EQ(stats.stampHits - stamp0, 0u);

  // The same bytes, now settled: recorded with the stamp, which then vouches alone.
  SourceStamp settled = recent;
  settled.settled = true;
  fileStamp = settled;
  ASSERT_TRUE(load(settled));
  EXPECT_EQ(reads, 3);
  ASSERT_TRUE(load(settled));
  EXPECT_EQ(reads, 3);
  EXPECT_EQ(stats.stampHits - stamp0, 1u);

  // Another ctime (the file was rewritten, even with the same size and mtime): read again.
  SourceStamp rewritten = settled;
  rewritten.ctimeNsec = 5;
  source = "<?php function f() { return 2; }";
  fileStamp = rewritten;
  uint32_t misses0 = stats.misses;
  ASSERT_TRUE(load(rewritten));
  EXPECT_EQ(reads, 4);
  EXPECT_EQ(stats.misses - misses0, 1u);
  ASSERT_TRUE(load(rewritten));
  EXPECT_EQ(reads, 4);

  // An unreadable source gives no unit.
  SourceStamp other = rewritten;
  other.ino = 8;
  auto r = compileCached(dir, other, [](std::string_view&, SourceStamp&) { return false; }, "/virtual/a.php",
                         CompileOptions{});
  auto* u = std::get_if<std::unique_ptr<Unit>>(&r);
  EXPECT_TRUE(u && !*u);
  std::filesystem::remove_all(dir);
}

} // namespace
} // namespace hop
