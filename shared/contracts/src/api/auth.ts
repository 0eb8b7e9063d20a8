// Session calls of spec 7.1.

export interface LoginUrlResponse {
  url: string;
}

export interface UserResponse {
  isLoggedIn: boolean;
}
