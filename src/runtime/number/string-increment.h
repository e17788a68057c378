// string-increment.h — runtime: PHP's `$s++` on a non-numeric string.
#pragma once

#include <string>
#include <string_view>

namespace hop {

/// increment_string from zend_operators.c: the Perl-style "alphanumeric odometer".
/// The last byte steps a-z, A-Z or 0-9 and carries leftwards while it wraps ("a9" -> "b0",
/// "Az" -> "Ba"); a carry out of the first byte prepends 'a', 'A' or '1' matching the kind
/// of that byte ("z" -> "aa", "Zz" -> "AAa", "99" would be numeric). A byte that is not
/// alphanumeric stops the carry and stays as it is ("a-z" -> "a-a", "5 apples" ->
/// "5 applet"); a string whose last byte is not alphanumeric is returned unchanged.
/// "" -> "1" (the VM may special-case it first). Numeric strings are the VM's business:
/// "9"++ is int 10, not this function.
std::string incrementString(std::string_view s);

} // namespace hop
