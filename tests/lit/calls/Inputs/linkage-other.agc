; A second object with its own internal @helper (another body) and an
; external @api2 that calls it.
internal func @helper(%a: i32) -> i32 {
entry:
    %b = imul %a, %a
    ret %b
}

func @api2(%a: i32) -> i32 {
entry:
    %b = call @helper(%a)
    ret %b
}
