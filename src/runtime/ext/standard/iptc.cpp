// iptc.cpp — iptcparse() (IPTC datasets into "record#dataset" => [values]) and
// iptcembed() (a JPEG with its IPTC block replaced by a new APP13 segment,
// returned or, with $spool, also written to the output).
#include <sys/stat.h>

#include <cstdio>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

void f_iptcparse(NativeArgs& a) {
  std::string_view s = a.sv(0);
  const unsigned char* b = reinterpret_cast<const unsigned char*>(s.data());
  size_t len = s.size(), inx = 0;
  // The first tag: 0x1C followed by record 1 or 2.
  while (inx < len) {
    unsigned char next = inx + 1 < len ? b[inx + 1] : 0;
    if (b[inx] == 0x1c && (next == 0x01 || next == 0x02)) break;
    ++inx;
  }
  ArrayData* r = nullptr;
  while (inx < len) {
    if (b[inx++] != 0x1c) break;
    if (inx + 4 >= len) break;
    unsigned dataset = b[inx++];
    unsigned recnum = b[inx++];
    size_t n;
    if (b[inx] & 0x80) {   // long tag
      if (inx + 6 >= len) break;
      n = (size_t(b[inx + 2]) << 24) + (size_t(b[inx + 3]) << 16) + (size_t(b[inx + 4]) << 8) + b[inx + 5];
      inx += 6;
    } else {
      n = (size_t(b[inx]) << 8) | b[inx + 1];
      inx += 2;
    }
    if (n > len || inx + n > len) break;
    char key[16];
    std::snprintf(key, sizeof key, "%u#%03u", dataset, recnum);
    if (!r) r = ArrayData::makeHash(4);
    StringData* k = StringData::make(key);
    TypedValue* slot = ArrayData::lvalStr(r, k);
    k->decRef();
    if (!slot->isArray()) tvAssignMove(*slot, makeArrayNoIncRef(ArrayData::makePacked(2)));
    ArrayData::append(slot->m_data.parr, makeStringNoIncRef(StringData::make(s.substr(inx, n))));
    inx += n;
  }
  if (!r) {
    a.retBool(false);
    return;
  }
  a.retArray(r);
}

// --- iptcembed -----------------------------------------------------------------------

constexpr int kEOI = 0xD9, kSOS = 0xDA, kAPP0 = 0xE0, kAPP1 = 0xE1, kAPP13 = 0xED;

struct Embedder {
  FILE* fp;
  int spool;         // >0: also write to the output; >=2: only that
  std::string buf;   // the new file when spool < 2

  void put1(int c) {
    if (spool > 0) ctx().output.write(char(c));
    if (spool < 2) buf.push_back(char(c));
  }
  int get1(bool copy = true) {
    int c = std::fgetc(fp);
    if (c == EOF) return EOF;
    if (copy) put1(c);
    return c;
  }
  void readRemaining() {
    while (get1() != EOF) {
    }
  }
  void skipVariable(bool copy) {
    int c1 = get1(copy);
    if (c1 == EOF) return;
    int c2 = get1(copy);
    if (c2 == EOF) return;
    unsigned length = ((unsigned(c1) & 0xff) << 8) + (unsigned(c2) & 0xff);
    length -= 2;
    while (length--)
      if (get1(copy) == EOF) return;
  }
  int nextMarker() {
    int c = get1();
    if (c == EOF) return kEOI;
    while (c != 0xff)
      if ((c = get1()) == EOF) return kEOI;
    do {
      c = get1(false);
      if (c == EOF) return kEOI;
      if (c == 0xff) put1(c);
    } while (c == 0xff);
    return c;
  }
};

void f_iptcembed(NativeArgs& a) {
  std::string iptc(a.sv(0));
  std::string path(a.sv(1));
  int64_t spool = a.i64Or(2, 0);
  FILE* fp = std::fopen(path.c_str(), "rb");
  if (!fp) {
    raiseWarning("iptcembed(): Unable to open %s", path.c_str());
    a.retBool(false);
    return;
  }
  Embedder e{fp, int(spool < 0 ? 0 : spool > 2 ? 2 : spool), {}};
  if (spool >= 2) e.spool = 2;
  if (e.get1() != 0xFF || e.get1() != 0xD8) {
    std::fclose(fp);
    a.retBool(false);
    return;
  }
  static const unsigned char kPsHeader[28] = {0xFF, 0xED, 0, 0, 'P', 'h', 'o', 't', 'o', 's', 'h', 'o', 'p', ' ',
                                              '3', '.', '0', 0, '8', 'B', 'I', 'M', 0x04, 0x04, 0, 0, 0, 0};
  bool done = false, written = false;
  while (!done) {
    int marker = e.nextMarker();
    if (marker == kEOI) break;
    if (marker != kAPP13) e.put1(marker);
    switch (marker) {
      case kAPP13:
        // The old IPTC block goes: the new one was (or is never) written.
        e.skipVariable(false);
        std::fgetc(fp);
        e.readRemaining();
        done = true;
        break;
      case kAPP0:
      case kAPP1: {
        if (written) break;
        written = true;
        e.skipVariable(true);
        if (iptc.size() & 1) iptc.push_back('\0');
        unsigned char hdr[28];
        std::copy(std::begin(kPsHeader), std::end(kPsHeader), hdr);
        hdr[2] = static_cast<unsigned char>((iptc.size() + 28) >> 8);
        hdr[3] = static_cast<unsigned char>((iptc.size() + 28) & 0xff);
        for (unsigned char c : hdr) e.put1(c);
        e.put1(int((iptc.size() >> 8) & 0xff));
        e.put1(int(iptc.size() & 0xff));
        for (unsigned char c : iptc) e.put1(c);
        break;
      }
      case kSOS:
        e.readRemaining();
        done = true;
        break;
      default:
        e.skipVariable(true);
        break;
    }
  }
  std::fclose(fp);
  if (spool < 2) a.retString(e.buf);
  else a.retBool(true);
}

const BuiltinDecl kIptcBuiltins[] = {
    {"iptcparse(string $iptc_block): array|false", f_iptcparse},
    {"iptcembed(string $iptc_data, string $filename, int $spool = 0): string|bool", f_iptcembed},
};
HOP_REGISTER_BUILTINS(kIptcBuiltins);

} // namespace

} // namespace hop
