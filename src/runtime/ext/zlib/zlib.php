<?php
// zlib.php — the zlib module's classes: the opaque incremental (de)compression contexts of deflate_init()/inflate_init() (zlib-context.cpp).

final class DeflateContext {
}

final class InflateContext {
}
