// php-sort.h — php's sorting algorithm (zend_sort): an insertion sort for up
// to 16 elements, otherwise a quicksort whose pivot is the median of 3 (or 5
// for 1024+ elements), recursing into the smaller half.
//
// Reproduced comparison for comparison, not just "a correct sort": user
// comparison callbacks (usort, array_udiff, ...) can observe every call, and
// php's comparisons of mixed types are not transitive, so the final order of
// sort([1, "a", true, ...]) depends on exactly which pairs get compared.
//
// cmp(x, y) returns <0, 0 or >0; elements are moved with std::swap.
#pragma once

#include <cstddef>
#include <utility>

namespace hop {

namespace php_sort_detail {

template <class T, class Cmp> void sort2(T& a, T& b, Cmp& cmp) {
  if (cmp(a, b) > 0) std::swap(a, b);
}

template <class T, class Cmp> void sort3(T& a, T& b, T& c, Cmp& cmp) {
  if (cmp(a, b) <= 0) {
    if (cmp(b, c) <= 0) return;
    std::swap(b, c);
    if (cmp(a, b) > 0) std::swap(a, b);
    return;
  }
  if (cmp(c, b) <= 0) {
    std::swap(a, c);
    return;
  }
  std::swap(a, b);
  if (cmp(b, c) > 0) std::swap(b, c);
}

template <class T, class Cmp> void sort4(T& a, T& b, T& c, T& d, Cmp& cmp) {
  sort3(a, b, c, cmp);
  if (cmp(c, d) > 0) {
    std::swap(c, d);
    if (cmp(b, c) > 0) {
      std::swap(b, c);
      if (cmp(a, b) > 0) std::swap(a, b);
    }
  }
}

template <class T, class Cmp> void sort5(T& a, T& b, T& c, T& d, T& e, Cmp& cmp) {
  sort4(a, b, c, d, cmp);
  if (cmp(d, e) > 0) {
    std::swap(d, e);
    if (cmp(c, d) > 0) {
      std::swap(c, d);
      if (cmp(b, c) > 0) {
        std::swap(b, c);
        if (cmp(a, b) > 0) std::swap(a, b);
      }
    }
  }
}

/// Moves v[from] down to index `to` (to <= from) by adjacent swaps.
template <class T> void sinkTo(T* v, size_t from, size_t to) {
  for (size_t k = from; k > to; --k) std::swap(v[k], v[k - 1]);
}

/// zend_insert_sort: fixed networks for 2..5 elements; otherwise a linear
/// insertion for the first six and, after that, a search that steps back two
/// elements at a time.
template <class T, class Cmp> void insertionSort(T* v, size_t n, Cmp& cmp) {
  switch (n) {
    case 0:
    case 1: return;
    case 2: sort2(v[0], v[1], cmp); return;
    case 3: sort3(v[0], v[1], v[2], cmp); return;
    case 4: sort4(v[0], v[1], v[2], v[3], cmp); return;
    case 5: sort5(v[0], v[1], v[2], v[3], v[4], cmp); return;
    default: break;
  }
  size_t linearEnd = 6;
  for (size_t i = 1; i < linearEnd; ++i) {
    size_t j = i - 1;
    if (cmp(v[j], v[i]) <= 0) continue;
    while (j != 0) {
      --j;
      if (cmp(v[j], v[i]) <= 0) {
        ++j;
        break;
      }
    }
    sinkTo(v, i, j);
  }
  for (size_t i = linearEnd; i < n; ++i) {
    size_t j = i - 1;
    if (cmp(v[j], v[i]) <= 0) continue;
    for (;;) {
      j -= 2;
      if (cmp(v[j], v[i]) <= 0) {
        ++j;
        if (cmp(v[j], v[i]) <= 0) ++j;
        break;
      }
      if (j == 0) break;
      if (j == 1) {
        --j;
        if (cmp(v[i], v[j]) > 0) ++j;
        break;
      }
    }
    sinkTo(v, i, j);
  }
}

} // namespace php_sort_detail

/// Sorts v[0..n) exactly as zend_sort does.
template <class T, class Cmp> void phpSort(T* v, size_t n, Cmp&& cmp) {
  using namespace php_sort_detail;
  for (;;) {
    if (n <= 16) {
      insertionSort(v, n, cmp);
      return;
    }
    size_t mid = n >> 1;
    if (n >> 10) {
      size_t delta = mid >> 1;
      sort5(v[0], v[delta], v[mid], v[mid + delta], v[n - 1], cmp);
    } else {
      sort3(v[0], v[mid], v[n - 1], cmp);
    }
    std::swap(v[1], v[mid]);
    // Partition v[2 .. n-1) around the pivot at v[1].
    size_t i = 2, j = n - 1;
    for (;;) {
      bool met = false;
      while (cmp(v[1], v[i]) > 0) {
        if (++i == j) { met = true; break; }
      }
      if (met) break;
      if (--j == i) break;
      while (cmp(v[j], v[1]) > 0) {
        if (--j == i) { met = true; break; }
      }
      if (met) break;
      std::swap(v[i], v[j]);
      if (++i == j) break;
    }
    std::swap(v[1], v[i - 1]);
    // Recurse into the smaller side, loop on the larger one.
    if (i - 1 < n - i) {
      phpSort(v, i - 1, cmp);
      v += i;
      n -= i;
    } else {
      phpSort(v + i, n - i, cmp);
      n = i - 1;
    }
  }
}

} // namespace hop
