<?php
// spl-iterators.php — the SPL iterator classes.
