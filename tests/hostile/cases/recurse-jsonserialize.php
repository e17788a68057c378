<?php
class J implements JsonSerializable { function jsonSerialize(): mixed { return [new J]; } }
try { var_dump(json_encode(new J)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo json_last_error_msg(), "\n";
echo "done\n";
