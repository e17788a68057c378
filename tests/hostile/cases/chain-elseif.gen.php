<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$x = 5; if (\$x == 0) {}", str_repeat(" elseif (\$x == 1) {}", 200000), " else { echo \"else\\n\"; }\n";
