<?php
// user-filter.php — php_user_filter, the base class of stream_filter_register()'s filters.

class php_user_filter {
    public string $filtername = "";
    public mixed $params = "";
    public $stream = null;
    public function filter($in, $out, &$consumed, bool $closing): int { return PSFS_ERR_FATAL; }
    public function onCreate(): bool { return true; }
    public function onClose(): void {}
}
