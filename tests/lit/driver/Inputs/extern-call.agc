func @ext(%arg0: i32) -> i32

kernel @k(%x: i32, %out: ptr.global) {
entry:
    %y = call @ext(%x)
    store %y, %out, align 4
    ret
}
